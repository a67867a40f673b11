import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { OUTPUT, builtInTablesSource } from '../../scripts/built-in-tables-source.js';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { BUILT_IN_AUTOMATON, BUILT_IN_SHAPES } from '../../src/scanner/built-in-tables.js';
import { CharSet } from '../../src/scanner/compile/char-set.js';
import { packShapes, unpackShape } from '../../src/scanner/compile/packed-shape.js';
import { patternShape, readShape, shippedShapeId, type PatternShape } from '../../src/scanner/compile/pattern-shape.js';
import { digitAutomaton, digitPatternsKey, workOutAutomaton } from '../../src/scanner/digits/digit-automaton.js';
import { packAutomaton, unpackAutomaton } from '../../src/scanner/digits/packed-automaton.js';
import { KEEP, REFUSE, prefixAutomaton, unitClassesOf } from '../../src/scanner/digits/prefix-automaton.js';
import type { Detector } from '../../src/types.js';

const digits = BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind === 'digits');
const members = (set: CharSet) => [...set.asciiMembers(), ...(set.nonAscii ? ['non-ASCII'] : [])];

/** What compiling reads of a shape, in terms that compare: sets by their members, the digit lead's maps as lists. */
function readable(shape: PatternShape) {
  const lead = shape.digitLead;
  const classes = unitClassesOf(shape.sets);
  return {
    first: members(shape.first),
    unbounded: shape.unbounded,
    required: shape.required,
    reach: shape.reach,
    units: [...new Set(shape.sets.flatMap(members))].sort(),
    classes: [...classes.classes],
    unread: classes.unread,
    digitLead: lead === null ? null : { ends: [...lead.ends].sort(), next: [...lead.next].map(([count, set]) => [count, members(set)]) },
  };
}

describe('the tables compiling the built-in detectors ships worked out', () => {
  test('are what the built-in detectors work out to now', () => {
    const stale = 'src/scanner/built-in-tables.ts is stale: run pnpm --filter @preflight/core pack-tables';
    expect(readFileSync(OUTPUT, 'utf8') === builtInTablesSource(), stale).toBe(true);
  });

  test("hold the digits patterns' automaton, which unpacks to the one worked out, row for row", () => {
    expect(BUILT_IN_AUTOMATON.key).toBe(digitPatternsKey(digits));
    const worked = workOutAutomaton(digits);
    const unpacked = unpackAutomaton(BUILT_IN_AUTOMATON);
    expect(unpacked.width).toBe(worked.width);
    expect([...unpacked.classes]).toEqual([...worked.classes]);
    expect(unpacked.moves).toEqual(worked.moves);
    expect(digitAutomaton(BUILTIN_DETECTORS).moves).toEqual(worked.moves);
  });

  test('work out an automaton of their own for other digits patterns', () => {
    const changed: Detector[] = digits.map((detector, index) => (index === 0 ? { ...detector, pattern: '\\d{4}-\\d{4}' } : detector));
    const own = digitAutomaton(changed);
    expect(own.key).not.toBe(BUILT_IN_AUTOMATON.key);
    expect(own.moves).toEqual(workOutAutomaton(changed).moves);
  });

  test("hold every built-in pattern's shape, which reads as the pattern itself does", () => {
    for (const detector of BUILTIN_DETECTORS) {
      const withLead = detector.anchor.kind === 'digits';
      const id = shippedShapeId(detector.pattern, detector.ignoreCase ?? false, withLead);
      expect(BUILT_IN_SHAPES.shapes[id], detector.id).toBeDefined();
      const fresh = readShape(detector.pattern, detector.ignoreCase ?? false, withLead);
      expect(readable(patternShape(detector.pattern, detector.ignoreCase, withLead)), detector.id).toEqual(readable(fresh));
    }
  });

  test("read a shipped shape's automaton states from its pattern when asked", () => {
    const detector = digits[0];
    const shipped = unpackShape(BUILT_IN_SHAPES, shippedShapeId(detector.pattern, detector.ignoreCase ?? false, true), () => readShape(detector.pattern, detector.ignoreCase ?? false, true).prefix) as PatternShape;
    const fresh = readShape(detector.pattern, detector.ignoreCase ?? false, true);
    expect(prefixAutomaton([shipped.prefix])?.moves).toEqual(prefixAutomaton([fresh.prefix])?.moves);
  });

  test('a pattern they do not hold is read from itself', () => {
    expect(BUILT_IN_SHAPES.shapes[shippedShapeId('ZZ[0-9]{3}', false, false)]).toBeUndefined();
    expect(readable(patternShape('ZZ[0-9]{3}'))).toEqual(readable(readShape('ZZ[0-9]{3}', false, false)));
  });

  test('pack any table of moves and unpack it unchanged', () => {
    const table = fc.integer({ min: 1, max: 9 }).chain((width) =>
      fc.record({
        width: fc.constant(width),
        rows: fc.integer({ min: 1, max: 40 }).chain((rows) =>
          fc.array(fc.oneof(fc.constant(REFUSE), fc.constant(KEEP), fc.integer({ min: 0, max: rows - 1 }).map((row) => row * width)), { minLength: rows * width, maxLength: rows * width }),
        ),
        classes: fc.uint8Array({ minLength: 129, maxLength: 129 }),
      }),
    );
    fc.assert(
      fc.property(table, ({ width, rows, classes }) => {
        const automaton = { width, classes, moves: Int32Array.from(rows) };
        const unpacked = unpackAutomaton(packAutomaton(automaton, 'k'));
        expect(unpacked.moves).toEqual(automaton.moves);
        expect([...unpacked.classes]).toEqual([...classes]);
      }),
    );
  });

  test('pack any shape of a pattern and unpack what compiling reads of it', () => {
    const atom = fc.constantFrom('a', '[0-9]', '[A-Za-z]', '\\d', '\\w', '.', '[^a-c]', '-', 'é', '\\s');
    const pattern = fc.array(fc.tuple(atom, fc.constantFrom('', '?', '{2}', '{1,3}', '+')), { minLength: 1, maxLength: 6 }).map((parts) => parts.map(([a, q]) => a + q).join(''));
    fc.assert(
      fc.property(pattern, fc.boolean(), fc.boolean(), (source, ignoreCase, withLead) => {
        let shape: PatternShape;
        try {
          shape = readShape(source, ignoreCase, withLead);
        } catch {
          return;
        }
        const unpacked = unpackShape(JSON.parse(JSON.stringify(packShapes([['x', shape]]))), 'x', () => shape.prefix);
        expect(unpacked && readable(unpacked)).toEqual(readable(shape));
      }),
    );
  });
});
