import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { leadingRun, nextRunStart } from '../../src/scanner/compile/leading-run.js';
import { buildPlan } from '../../src/scanner/compile/plan.js';

const plan = buildPlan({}, BUILTIN_DETECTORS);
const records = BUILTIN_DETECTORS.filter((record) => record.anchor.kind === 'context' && leadingRun(record.pattern, record.ignoreCase ?? false) !== null);

/** The window search without skipping: the global regex over the window and `maxLength` more. */
function searchAll(pattern: string, flags: string, maxLength: number, text: string, from: number, to: number): Array<[number, number]> {
  const global = new RegExp(pattern, `${flags}g`);
  const slice = text.slice(from, Math.min(text.length, to + maxLength));
  const found: Array<[number, number]> = [];
  for (let m = global.exec(slice); m !== null && m.index < to - from; m = global.exec(slice)) found.push([from + m.index, from + m.index + m[0].length]);
  return found;
}

describe('leadingRun', () => {
  it('reads the class and least count a pattern begins with', () => {
    const run = leadingRun('[A-Za-z0-9_]{12,128}={0,2}', false);
    expect(run?.min).toBe(12);
    expect(run?.units.has('_'.charCodeAt(0))).toBe(true);
    expect(run?.units.has('='.charCodeAt(0))).toBe(false);
  });

  it.each(['[A-Z]{1,3}-?[0-9]{5}|[0-9]{6,10}', '(?:[A-Z]{4})', '[A-Z]{0,4}x', 'x[A-Z]{4}'])('has none for %s', (pattern) => {
    expect(leadingRun(pattern, false)).toBeNull();
  });

  it('finds the first run long enough', () => {
    const run = leadingRun('[a-z]{3}', false)!;
    expect(nextRunStart('ab cd efgh', 0, 10, run)).toBe(6);
    expect(nextRunStart('ab cd efgh', 0, 8, run)).toBe(-1);
  });

  it('the window search finds what the regex alone finds', () => {
    expect(records.map((record) => record.id)).toContain('generic-secret-near-word');
    const text = fc.array(fc.constantFrom('a', 'Z', '7', '_', '=', ' ', ':', '\n', '/', 'é', 'aB3xY9kL2mQ7'), { maxLength: 80 }).map((units) => units.join(''));
    fc.assert(
      fc.property(fc.constantFrom(...records), text, fc.nat(200), fc.nat(200), (record, value, a, b) => {
        const detector = plan.detectors.find((compiled) => compiled.id === record.id)!;
        const [from, to] = [Math.min(a, b, value.length), Math.min(Math.max(a, b), value.length)];
        const found: Array<[number, number]> = [];
        detector.search(value, from, to, (start, end) => found.push([start, end]));
        expect(found).toEqual(searchAll(record.pattern, record.ignoreCase ? 'i' : '', record.maxLength, value, from, to));
      }),
      { numRuns: 5000 },
    );
  });
});
