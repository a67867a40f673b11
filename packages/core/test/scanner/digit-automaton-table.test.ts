import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/ascii-units.js';
import { KEEP, REFUSE, digitAutomatonTable, type DigitAutomatonTable } from '../../src/scanner/digit-automaton-table.js';
import { PrefixAutomaton } from '../../src/scanner/prefix-automaton.js';

const table = digitAutomatonTable(BUILTIN_DETECTORS) as DigitAutomatonTable;
const digitPatterns = BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind === 'digits').map(
  (detector) => new RegExp(detector.pattern, detector.ignoreCase ? 'iy' : 'y'),
);

/** The walk token-pass.wat makes from the start of `text`, lead characters aside: false when the table refuses. */
function tableKeeps(text: string): boolean {
  const units = asciiUnits(text);
  let row = 0;
  for (let i = 0; i < PrefixAutomaton.DEPTH; i++) {
    const move = table.moves[row + table.classes[units[i]]];
    if (move === REFUSE) return false;
    if (move === KEEP) return true;
    row = move;
  }
  return true;
}

function somePatternMatches(text: string): boolean {
  return digitPatterns.some((regex) => {
    regex.lastIndex = 0;
    return regex.test(text);
  });
}

describe("the digits patterns' automaton in full", () => {
  test('is built once per set of detectors, and not at all without digits patterns', () => {
    expect(digitAutomatonTable([...BUILTIN_DETECTORS])).toBe(table);
    expect(digitAutomatonTable(BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind !== 'digits'))).toBeNull();
    expect(table.moves.length % table.width).toBe(0);
  });

  test('refuses what no pattern begins with and keeps real values', () => {
    for (const refused of ['2026-03-05T12:34:56Z', '05T12:34', '582 ms', '1234.56,USD']) expect(tableKeeps(refused), refused).toBe(false);
    for (const kept of ['4111 1111 1111 1111', '536-22-8147', '203.0.113.42']) expect(tableKeeps(kept), kept).toBe(true);
  });

  test('never refuses where a pattern matches', () => {
    const unit = fc.constantFrom(...'0123456789 -.:/()+xX\n'.split(''), 'é', '1'.repeat(9), '4111', '22-');
    let matching = 0;
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 30 }), (parts) => {
        const text = parts.join('');
        if (!somePatternMatches(text)) return;
        matching++;
        expect(tableKeeps(text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(matching).toBeGreaterThan(100);
  });
});
