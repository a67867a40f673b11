import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/pass/ascii-units.js';
import { AnchorStretches, stretchRule, type StretchRule } from '../../src/scanner/pass/anchor-stretches.js';
import { patternShape } from '../../src/scanner/compile/pattern-shape.js';
import { compileScanner } from '../../src/scanner/scanner.js';
import type { Detector } from '../../src/types.js';

const counted = BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind === 'char' && detector.anchor.least !== undefined);
const ipv6 = BUILTIN_DETECTORS.find((detector) => detector.id === 'ip-address-v6')!;

const hexUnits = (minLength: number, maxLength: number) => fc.array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength, maxLength }).map((units) => units.join(''));
// Mostly groups an address can hold, now and then an empty or a five-unit one.
const hexGroup = fc.oneof({ weight: 8, arbitrary: hexUnits(1, 4) }, { weight: 1, arbitrary: hexUnits(0, 5) });
const octets = (count: number, max: number) => fc.array(fc.integer({ min: 0, max }).map(String), { minLength: count, maxLength: count });
// A dotted IPv4 address as an address's last two groups, or dotted numbers that are none.
const dotted = fc.oneof(octets(4, 255), fc.integer({ min: 1, max: 4 }).chain((count) => octets(count, 300))).map((parts) => parts.join('.'));
// Colon runs of one to ten groups, with or without one gap (`::`), the last group or a dotted tail.
const candidate = fc
  .tuple(fc.array(hexGroup, { minLength: 1, maxLength: 10 }), fc.nat(), fc.option(dotted, { nil: undefined }))
  .map(([groups, gap, tail]) => {
    const parts = tail === undefined ? groups : [...groups, tail];
    return parts.map((part, k) => (k === 0 ? '' : k === gap % parts.length ? '::' : ':') + part).join('');
  });

// Timestamps, addresses and their pieces, JSON and code colons, and units that end a stretch.
const piece = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `T${h}:${m}:0${h % 10}.${m}Z `),
  hexGroup.map((group) => `${group}:`),
  dotted.map((value) => `${value} `),
  fc.constantFrom('::', ':', 'fe80::1 ', '2001:db8::8a2e:370:7334 ', '1:2:3:4:5:6:7:8', '::ffff:192.0.2.1', '0:0:0:0:0:ffff:192.0.2.1', '": "', 'std::vector', ' ', 'g', 'é', '\u0000', '\n'),
);
const text = fc.array(piece, { minLength: 1, maxLength: 40 }).map((parts) => parts.join(''));

/** The record without its anchor count: the scanner then tries every anchor. */
function uncounted(detector: Detector): Detector {
  if (detector.anchor.kind !== 'char') return detector;
  const { kind, char, back } = detector.anchor;
  return { ...detector, anchor: { kind, char, back } };
}

/** The IPv6 record's stretch rule, as the scanner compiles it. */
function ipv6Rule(): StretchRule {
  if (ipv6.anchor.kind !== 'char' || ipv6.anchor.least === undefined) throw new Error('the IPv6 record counts its colons');
  return stretchRule(':', ipv6.anchor.least, patternShape(ipv6.pattern).sets);
}

/** Which of the anchors of `text` the IPv6 record's stretches admit, `text` read as one window from `base`. */
function admitted(text: string, base = 0): boolean[] {
  const stretches = new AnchorStretches(ipv6Rule(), asciiUnits(text), base);
  return [...text.matchAll(/:/g)].map((colon) => stretches.admits(base + colon.index));
}

describe('anchor stretches', () => {
  test('the IPv6 record counts its colons', () => {
    expect(counted.map((detector) => detector.id)).toContain('ip-address-v6');
  });

  test.each([
    ['a time', 'at 12:34:56 the job ran', [false, false]],
    ['a timestamp with its fraction', 'ts 2026-03-05T10:23:45.123Z ok', [false, false]],
    ['two colons side by side', 'peer 2001:db8::1 up', [true, true, true]],
    ['seven colons', 'addr 1:2:3:4:5:6:7:8 up', Array(7).fill(true)],
    ['six colons before a dotted address', 'addr 0:0:0:0:0:ffff:192.0.2.1 up', Array(6).fill(true)],
    ['five colons and no pair', 'mac 0a:1b:2c:3d:4e:5f up', Array(5).fill(false)],
    ['a letter beyond hex ends the stretch', 'x 1:2:3g4:5:6:7 y', [false, false, false, false, false]],
    ['a space ends the stretch', 'x 1:2:3 4:5:6:7 y', [false, false, false, false, false]],
    ['a non-ASCII letter ends the stretch', 'x 1:2:3é4:5:6:7 y', [false, false, false, false, false]],
    ['each stretch its own verdict', 'a 12:34:56 b fe80::1 c 7:8 d', [false, false, true, true, false]],
    ['JSON colons', '{"a": 1, "b": "c"}', [false, false]],
  ])('%s', (_name, text, expected) => {
    expect(admitted(text)).toEqual(expected);
  });

  test('a stretch meeting either edge of the window is let through: units beyond it are unknown', () => {
    expect(admitted('12:34:56 the job ran')).toEqual([true, true]);
    expect(admitted('abcdef12:34 the job ran')).toEqual([true]);
    expect(admitted('the job ran at 12:34:56')).toEqual([true, true]);
  });

  test('an anchor is judged by its whole stretch, when the anchors before it in the stretch were not asked about', () => {
    const text = 'x fe80::1:2 y';
    const stretches = new AnchorStretches(ipv6Rule(), asciiUnits(text), 0);
    expect(stretches.admits(text.indexOf(':1'))).toBe(true);
  });

  test('reads a window that begins further into the text', () => {
    expect(admitted('at 12:34:56 then fe80::1 up', 1_000_000)).toEqual([false, false, true, true]);
  });

  test('answers as a whole read of each stretch would, whichever anchors are asked', () => {
    const rule = ipv6Rule();
    const member = (code: number) => code === 58 || code === 46 || /[0-9A-Fa-f]/.test(String.fromCharCode(code));
    fc.assert(
      fc.property(text, fc.array(fc.boolean()), (sample, asked) => {
        const stretches = new AnchorStretches(rule, asciiUnits(sample), 0);
        const colons = [...sample.matchAll(/:/g)].map((colon) => colon.index);
        colons.forEach((at, k) => {
          if (asked.length > 0 && !asked[k % asked.length]) return;
          let from = at;
          while (from > 0 && member(sample.charCodeAt(from - 1))) from--;
          let to = at;
          while (to < sample.length && member(sample.charCodeAt(to))) to++;
          const value = sample.slice(from, to);
          const expected = from === 0 || to === sample.length || value.split(':').length > 6 || value.includes('::');
          expect(stretches.admits(at)).toBe(expected);
        });
      }),
      { numRuns: 500 },
    );
  });

  test('a count that is not a whole number of at least 1 is refused when the scanner is made', () => {
    for (const count of [0, 1.5, -2]) {
      const record: Detector = { ...ipv6, id: 'test.bad-count', anchor: { kind: 'char', char: ':', back: 5, least: { count } } };
      expect(() => compileScanner({}, 1 << 20, [record])).toThrow(/test\.bad-count.*least count/);
    }
  });
});

describe('an anchor count keeps what the validator keeps', () => {
  test('every whole match its validator does not reject holds the anchors its record says', () => {
    for (const detector of counted) {
      if (detector.anchor.kind !== 'char' || detector.anchor.least === undefined) continue;
      const { char, least } = detector.anchor;
      const whole = new RegExp(`^(?:${detector.pattern})$`, detector.ignoreCase ? 'i' : '');
      fc.assert(
        fc.property(candidate, (value) => {
          if (!whole.test(value) || detector.validate?.(value) === 'reject') return;
          const anchors = value.split(char).length - 1;
          expect(anchors >= least.count || (least.orPair === true && value.includes(char + char))).toBe(true);
        }),
        { numRuns: 2000 },
      );
    }
  });

  test('a scanner finds what it finds when every anchor is tried, in one chunk or many', () => {
    for (const chunk of [1 << 20, 64]) {
      const scanners = counted.map((detector) => [compileScanner({}, chunk, [detector]), compileScanner({}, chunk, [uncounted(detector)])] as const);
      fc.assert(
        fc.property(text, (sample) => {
          for (const [withCount, without] of scanners) expect(withCount.scan(sample)).toEqual(without.scan(sample));
        }),
        { numRuns: 400 },
      );
    }
  });
});
