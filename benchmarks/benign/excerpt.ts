import type { LineIndex } from '@preflight/core';

/** Characters of context kept on each side of the value. */
const CONTEXT = 50;

/** What a reader needs to judge a masked value: its length and which kinds of characters it has. */
function describe(value: string, type: string): string {
  const classes = [/[a-z]/.test(value) && 'a-z', /[A-Z]/.test(value) && 'A-Z', /\d/.test(value) && '0-9', /[^A-Za-z0-9]/.test(value) && 'symbols'].filter(Boolean);
  return `⟨${type}: ${value.length} chars, ${classes.join(' ')}⟩`;
}

/**
 * The finding's line around the value, the value itself replaced by its type, length and
 * character classes: enough to tell an identifier or a word list from a secret without
 * printing what was found. Control characters and runs of spaces are flattened.
 */
export function excerpt(text: string, lines: LineIndex, start: number, end: number, type: string): string {
  const line = lines.lineOf(start);
  const lineStart = lines.startOf(line);
  const lineEnd = lines.endOf(line);
  const from = Math.max(lineStart, start - CONTEXT);
  // A value running past its line (a PEM block) leaves no context after it.
  const to = Math.max(start, Math.min(lineEnd, end + CONTEXT));
  const flat = (s: string) => s.replace(/[\s\u0000-\u001f]+/g, ' ');
  const before = flat(text.slice(from, start));
  const after = end < to ? flat(text.slice(end, to)) : '';
  return `${from > lineStart ? '…' : ''}${before}${describe(text.slice(start, end), type)}${after}${to < lineEnd ? '…' : ''}`.trim();
}
