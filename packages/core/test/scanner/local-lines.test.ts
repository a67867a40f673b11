import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../src/scanner/line-index.js';
import { LONG_LINE, LocalLines } from '../../src/scanner/context/local-lines.js';

/** Texts of short and long lines, with carriage returns and empty lines. */
const text = fc.array(fc.constantFrom('a', 'b', ',', '\r', '\n', '\n'), { maxLength: 60 }).map((units) => units.join(''));

describe('LocalLines', () => {
  it('finds the lines LineIndex finds, or says the line is longer than the longest', () => {
    fc.assert(
      fc.property(text, fc.nat(8), fc.array(fc.nat(80), { maxLength: 12 }), (value, longest, positions) => {
        const index = new LineIndex(value);
        const lines = new LocalLines(value, longest);
        for (const position of positions.filter((p) => p <= value.length)) {
          const line = index.lineOf(position);
          const start = lines.startAt(position);
          const end = index.endOf(line);
          if (start === LONG_LINE) {
            expect(end - index.startOf(line)).toBeGreaterThan(longest);
            continue;
          }
          expect(start).toBe(index.startOf(line));
          expect(lines.endOf(start)).toBe(end);
          expect(lines.nextStart(start)).toBe(index.hasLineAfter(line) ? index.startOf(line + 1) : -1);
          if (line > 0) {
            const above = lines.previousStart(start);
            if (above === LONG_LINE) expect(index.endOf(line - 1) - index.startOf(line - 1)).toBeGreaterThan(longest);
            else expect(above).toBe(index.startOf(line - 1));
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('reads no further back than the longest line', () => {
    const value = `${'x'.repeat(10_000)}\nshort`;
    const lines = new LocalLines(value, 100);
    expect(lines.startAt(9_000)).toBe(LONG_LINE);
    expect(lines.startAt(value.length - 1)).toBe(10_001);
  });
});
