import { MASKING_STYLES, type MaskingStyle } from '../policy/vocabulary.js';
import type { Finding } from '../types.js';
import { charactersOperator } from './styles/characters.js';
import { hashOperator } from './styles/hash.js';
import type { MaskOperator } from './styles/operator.js';
import { partialOperator } from './styles/partial.js';
import { placeholderOperator } from './styles/placeholder.js';
import type { Vault } from './vault.js';
import { NameMentions } from './name-mentions.js';

export interface MaskOptions {
  /** Default `placeholder`. */
  readonly style?: MaskingStyle;
  /** HMAC key; required by the `hash` style. */
  readonly key?: string;
}

export interface MaskResult {
  readonly text: string;
  /** Token → original value for the restorable styles (placeholder, hash); empty otherwise. */
  readonly vault: Vault;
}

function operatorFor(style: MaskingStyle, text: string, key: string | undefined): MaskOperator {
  switch (style) {
    case 'placeholder':
      return placeholderOperator(text);
    case 'characters':
      return charactersOperator;
    case 'partial':
      return partialOperator;
    case 'hash':
      return hashOperator(key);
    default:
      throw new TypeError(`mask: style must be one of ${MASKING_STYLES.join(', ')}`);
  }
}

/**
 * Overlapping findings become one span (their union, typed by the longest), so no part of
 * either value survives and every span is replaced exactly once.
 */
function disjointSpans(findings: readonly Finding[], length: number): Finding[] {
  for (const f of findings) {
    if (!(Number.isInteger(f.start) && Number.isInteger(f.end) && f.start >= 0 && f.start < f.end && f.end <= length)) {
      throw new TypeError(`mask: finding ${f.detector} has offsets ${f.start}..${f.end} outside the text (length ${length})`);
    }
  }
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const spans: Finding[] = [];
  for (const finding of sorted) {
    const last = spans[spans.length - 1];
    if (last && finding.start < last.end) {
      if (finding.end > last.end) {
        const longest = finding.end - finding.start > last.end - last.start ? finding : last;
        spans[spans.length - 1] = { ...longest, start: last.start, end: finding.end };
      }
      continue;
    }
    spans.push(finding);
  }
  return spans;
}

/** Replaces each finding's span in `text` with the chosen style's replacement. */
export function mask(text: string, findings: readonly Finding[], options: MaskOptions = {}): MaskResult {
  const operator = operatorFor(options.style ?? 'placeholder', text, options.key);
  const vault: Record<string, string> = {};
  const parts: string[] = [];
  const mentions = new NameMentions();
  let cursor = 0;
  for (const span of disjointSpans(findings, text.length)) {
    const value = text.slice(span.start, span.end);
    // A restorable token stands for the full name a one-word mention refers to; the vault keeps that name.
    const identity = operator.restorable ? mentions.identityOf(value, span.type) : value;
    const replacement = operator.replace(identity, span);
    if (operator.restorable && !Object.hasOwn(vault, replacement)) vault[replacement] = identity;
    parts.push(text.slice(cursor, span.start), replacement);
    cursor = span.end;
  }
  parts.push(text.slice(cursor));
  return { text: parts.join(''), vault };
}
