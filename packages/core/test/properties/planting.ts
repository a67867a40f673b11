import fc from 'fast-check';

/**
 * Filler that cannot form a finding: lower-case words with no digits and no context words,
 * plus accented letters and an emoji so UTF-16 offsets are exercised (the emoji is two code units).
 */
const FILLER_WORDS = [
  'the', 'quarterly', 'report', 'was', 'shared', 'with', 'our', 'team', 'before', 'lunch', 'please',
  'review', 'attached', 'notes', 'and', 'reply', 'when', 'ready', 'thanks', 'again', 'meeting',
  'moved', 'to', 'afternoon', 'café', 'Grüße', 'naïve', 'façade', '😀', 'über', 'señor', 'zażółć',
];

export const filler: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...FILLER_WORDS), { maxLength: 25 })
  .map((words) => words.join(' '));

const LEADS = [' ', '\n', ' (', '; '];
const TAILS = [' ', '. ', ', ', ';\n', ') '];

export interface Planted {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** Builds `<filler><lead><context>: <value><tail><filler>` and reports the value's UTF-16 span. */
export function plantedText(value: fc.Arbitrary<string>, contextWords: readonly string[]): fc.Arbitrary<Planted> {
  return fc
    .record({
      before: filler,
      lead: fc.constantFrom(...LEADS),
      context: fc.constantFrom(...contextWords),
      value,
      tail: fc.constantFrom(...TAILS),
      after: filler,
    })
    .map(({ before, lead, context, value: planted, tail, after }) => {
      const head = `${before}${lead}${context}: `;
      return { text: `${head}${planted}${tail}${after}`, start: head.length, end: head.length + planted.length };
    });
}
