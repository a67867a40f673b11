import { describe, expect, test } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/pass/ascii-units.js';
import { digitAutomaton, type DigitAutomaton } from '../../src/scanner/digits/digit-automaton.js';
import { MAX_SUBSETS, automatonKeeps } from '../../src/scanner/digits/prefix-automaton.js';

const table: DigitAutomaton = digitAutomaton(BUILTIN_DETECTORS);

/** The walk from the start of `text` (token-pass.wat walks the same table). */
function tableKeeps(text: string): boolean {
  return automatonKeeps(table, asciiUnits(text), 0);
}

describe("the digits patterns' automaton in full", () => {
  test('is built once per set of detectors, and refuses every token without digits patterns', () => {
    expect(digitAutomaton([...BUILTIN_DETECTORS])).toBe(table);
    const none = digitAutomaton(BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind !== 'digits'));
    for (const text of ['4111 1111 1111 1111', '536-22-8147', '7', 'a1']) expect(automatonKeeps(none, asciiUnits(text), 0), text).toBe(false);
    expect(table.moves.length % table.width).toBe(0);
  });

  test('stays well under its limit of subsets, past which it would keep tokens it could refuse', () => {
    const subsets = table.moves.length / table.width;
    // A new digits detector that brings the built-in set near the limit must split or simplify its pattern first.
    expect(subsets, `the digit automaton has ${subsets} of at most ${MAX_SUBSETS} subsets`).toBeLessThan(MAX_SUBSETS / 2);
  });

  test('marks the lead characters of the digits detectors', () => {
    const leads = [...table.leads.keys()].filter((unit) => table.leads[unit] === 1).map((unit) => String.fromCharCode(unit));
    expect(leads).toEqual(expect.arrayContaining(['+', '(']));
    expect(leads).not.toContain('1');
  });

  test('refuses what no pattern begins with and keeps real values', () => {
    for (const refused of ['2026-03-05T12:34:56Z', '05T12:34', '582 ms', '1234.56,USD']) expect(tableKeeps(refused), refused).toBe(false);
    for (const kept of ['4111 1111 1111 1111', '536-22-8147', '203.0.113.42']) expect(tableKeeps(kept), kept).toBe(true);
  });
});
