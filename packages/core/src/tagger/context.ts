import { CLOSINGS, NAME_LABEL_PHRASES, NAME_LABELS, SALUTATIONS } from './lexicon.js';

/** How far back on a line a label, salutation or closing is looked for: a bounded read per candidate. */
const LOOK_BACK = 64;

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 0xa0;
}

/** Offset of the start of the line holding `pos`, looking back at most `limit` units (or `pos - limit`). */
export function lineStart(text: string, pos: number, limit: number): number {
  const floor = Math.max(0, pos - limit);
  for (let i = pos - 1; i >= floor; i--) if (text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13) return i + 1;
  return floor;
}

/** `Name:`, `"last_name": "`, `Patient =`, `Imię i nazwisko:` right before `start` on its line. */
export function labelBefore(text: string, start: number): boolean {
  const from = lineStart(text, start, LOOK_BACK);
  let i = start;
  while (i > from && (isSpace(text.charCodeAt(i - 1)) || text[i - 1] === '"' || text[i - 1] === "'")) i--;
  const operator = text[i - 1];
  if (operator !== ':' && operator !== '=') return false;
  i--;
  while (i > from && (isSpace(text.charCodeAt(i - 1)) || text[i - 1] === '"' || text[i - 1] === "'")) i--;
  let j = i;
  while (j > from && /[\p{L}_ .-]/u.test(text[j - 1])) j--;
  const label = text.slice(j, i).trim().toLowerCase().replace(/\s+/gu, ' ').replace(/^[-*. ]+/u, '');
  if (label.length === 0) return false;
  if (NAME_LABELS.has(label) || NAME_LABEL_PHRASES.includes(label)) return true;
  // `Customer full name:`, `patient.name =`: the label's last word says it.
  const last = label.split(/[ ._-]/u).filter((word) => word.length > 0);
  const tail = last.slice(-2).join(' ');
  return NAME_LABEL_PHRASES.includes(tail) || (last.length > 1 && (last[last.length - 1] === 'name' || last[last.length - 1] === 'nachname' || last[last.length - 1] === 'nom' || last[last.length - 1] === 'nombre'));
}

/** A greeting word right before `start` on its line, in lower case (`hallo`, `dear`): capitalised ones are read with the name's run. */
export function salutationBefore(text: string, start: number): boolean {
  const from = lineStart(text, start, 24);
  const before = text.slice(from, start).trimEnd().toLowerCase();
  const words = before.split(/\s+/u);
  const last = words[words.length - 1];
  return last !== undefined && SALUTATIONS.has(last);
}

/**
 * The name starts a signature: a closing phrase (`Regards,`, `Mit freundlichen Grüßen`) ends the
 * text before it, on its line or one of the two lines above.
 */
export function closingBefore(text: string, start: number): boolean {
  const from = Math.max(0, start - LOOK_BACK);
  const before = text.slice(from, start);
  const trimmed = before.replace(/[\s,!.:-]+$/u, '').toLowerCase();
  // On the closing's own line the name follows a comma (`Cheers, Tom`); otherwise it begins a line below.
  const between = before.slice(trimmed.length);
  if (!/[\r\n]/u.test(between) && !/^[ \t]*[,!]/u.test(between)) return false;
  for (const closing of CLOSINGS) {
    if (!trimmed.endsWith(closing)) continue;
    const at = trimmed.length - closing.length;
    if (at === 0 || !/[\p{L}\p{N}]/u.test(trimmed[at - 1])) return true;
  }
  return false;
}

/** Folds a word for comparing with an e-mail's local part: lower case, accents and `ł`, `ø`, `ß` spelled out. */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/gu, 'l')
    .replace(/ø/gu, 'o')
    .replace(/ß/gu, 'ss')
    .replace(/æ/gu, 'ae');
}

/** An e-mail address just after the name whose local part repeats it (`Jane Doe <jane.doe@…>`). */
export function emailRepeats(text: string, end: number, first: string, last: string): boolean {
  const limit = Math.min(text.length, end + 48);
  const at = text.indexOf('@', end);
  if (at < 0 || at >= limit) return false;
  let i = at;
  while (i > end && /[A-Za-z0-9._%+-]/u.test(text[i - 1])) i--;
  const local = text.slice(i, at).toLowerCase();
  const a = fold(first);
  const b = fold(last);
  return a.length >= 2 && b.length >= 2 && (local.includes(a) || local.startsWith(a[0])) && local.includes(b);
}
