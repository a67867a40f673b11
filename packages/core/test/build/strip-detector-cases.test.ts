import { describe, expect, it } from 'vitest';
import { withoutDetectorCases } from '../../scripts/strip-detector-cases.js';

const RECORD = `export const ticket = Object.freeze({
  id: 'ticket',
  pattern: 'TCK-[0-9]{6}',
  truePositives: [{ text: 'see TCK-123456 [done]', match: 'TCK-123456' }, ...derived('TCK')],
  falsePositives: CASES,
  context: { words: ['ticket'], falsePositivesNote: 'kept' },
});
`;

describe('detector cases left out of the bundle', () => {
  it('empties both case lists, whatever they hold, and leaves everything else as written', () => {
    expect(withoutDetectorCases(RECORD, 'ticket.ts')).toBe(`export const ticket = Object.freeze({
  id: 'ticket',
  pattern: 'TCK-[0-9]{6}',
  truePositives: [],
  falsePositives: [],
  context: { words: ['ticket'], falsePositivesNote: 'kept' },
});
`);
  });

  it('leaves a source without case lists untouched', () => {
    const source = "export const label = (one: string) => ({ one, other: `${one}s` });\n";
    expect(withoutDetectorCases(source, 'label.ts')).toBe(source);
  });
});
