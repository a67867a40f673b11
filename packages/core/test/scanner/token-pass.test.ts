import fc from 'fast-check';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { assembleTokenPass } from '../../scripts/token-pass-assembly.js';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/pass/ascii-units.js';
import { collectEvents, eventLists, type ScanEvents } from '../../src/scanner/pass/events.js';
import { buildPlan } from '../../src/scanner/compile/plan.js';
import { PositionList } from '../../src/scanner/pass/position-list.js';
import { createScanner } from '../../src/scanner/scanner.js';
import { TOKEN_PASS_WASM } from '../../src/scanner/pass/token-pass-binary.js';
import { TokenPass, sharedTokenPass, tokenPassKey } from '../../src/scanner/pass/token-pass.js';
import type { WordHits } from '../../src/scanner/context/word-hits.js';
import type { Window } from '../../src/scanner/pass/window.js';
import type { ScanOptions } from '../../src/scanner/options.js';
import type { Detector } from '../../src/types.js';
import { prefixRecord } from './test-detectors.js';

const plan = buildPlan({}, BUILTIN_DETECTORS);
const pass = TokenPass.create(plan.tables, plan.digitAutomaton) as TokenPass;
/**
 * Without the detectors that read assignments or anchor on `=`, `@` and `:` are the only anchor
 * characters and the IPv6 detector alone anchors on `:`, so the pass tests the stretches of its colons itself.
 */
const charPlan = buildPlan(
  {},
  BUILTIN_DETECTORS.filter((detector) => detector.anchor.kind !== 'assignment' && !(detector.anchor.kind === 'char' && detector.anchor.char === '=')),
);
const charPass = TokenPass.create(charPlan.tables, charPlan.digitAutomaton) as TokenPass;

function wordList(hits: WordHits): number[][] {
  return Array.from({ length: hits.count }, (_, k) => [hits.starts[k], hits.ends[k], hits.words[k]]);
}

function list(positions: PositionList): number[] {
  return Array.from({ length: positions.length }, (_, k) => positions.at(k));
}

/**
 * Events as plain data, prefix hits by id, so two passes' events compare with `toEqual`; digit
 * tokens as the digit prefilter leaves them live, since the module leaves out some it would refuse.
 */
function plain(events: ScanEvents, window: Window, scanPlan = plan) {
  const live = scanPlan.digitPrefilter.liveTokens(window, events.digitTokens, events.digitTokensRefused);
  return {
    liveByPattern: live.byPattern.map(list),
    charHits: events.charHits.map(list),
    prefixHits: [...events.prefixHits].sort((a, b) => a[0] - b[0]),
    anchorWords: wordList(events.anchorWords),
    words: wordList(events.words),
  };
}

/** Both passes over `[from, to)` of `text`, through a window reaching `margin` units past `to`. */
function bothPasses(text: string, from: number, to: number, lookUpWords: boolean, margin = 128, scanPlan = plan, tokenPass = pass) {
  const end = Math.min(text.length, to + margin);
  const units = asciiUnits(text, from, end, tokenPass.unitBuffer(end - from));
  const window = { text, units, base: from };
  const simdEvents = tokenPass.collect(window, from, to, lookUpWords, eventLists(scanPlan.tables), scanPlan.tables);
  const javascriptEvents = collectEvents(window, from, to, scanPlan.tables, lookUpWords);
  const simdDigits = list(simdEvents.digitTokens);
  const allDigits = list(javascriptEvents.digitTokens);
  // The module's digit tokens are some of the JavaScript pass's, in the same order.
  expect(allDigits.filter((position) => simdDigits.includes(position))).toEqual(simdDigits);
  // For a scanner that reads around numbers, it lists all of them apart; the JavaScript pass lists all in one.
  expect(list(simdEvents.numberTokens)).toEqual(scanPlan.tables.listsNumbers ? allDigits : []);
  expect(javascriptEvents.numberTokens).toBe(javascriptEvents.digitTokens);
  return { simd: plain(simdEvents, window, scanPlan), javascript: plain(javascriptEvents, window, scanPlan), simdDigits, allDigits };
}

// Pieces that make every kind of event: digit tokens, literals of each table, anchor characters,
// punctuation-led literals, non-ASCII units, NUL, and tokens long enough to cross 64-unit blocks.
const piece = fc.constantFrom(
  ' ', '\n', ',', '=', ':', '@', '.', '-', '_', 'é', '€', '\u0000', '😀',
  'GE29', 'GET', 'AKIA', 'ghp_', 'xoxb', '-----BEGIN ', 'redis://', 'passport', 'Password', 'client_secret', 'client',
  'account', 'policy', 'dob', 'mrn', '4111', '2026-03-05T12:34:56.789Z', 'a1', 'Z', '7',
  'x'.repeat(70), '9'.repeat(130), 'ab12'.repeat(40),
);
const text = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

describe('the WebAssembly token pass', () => {
  test('is the module its WAT source assembles to', async () => {
    const assembled = Buffer.from(await assembleTokenPass()).toString('base64');
    expect(assembled === TOKEN_PASS_WASM, 'token-pass-binary.ts is stale: run pnpm --filter @preflight/core assemble').toBe(true);
  });

  test('runs here (Node has WebAssembly SIMD), so the scanner uses it', () => {
    expect(pass).toBeInstanceOf(TokenPass);
  });

  test('finds tokens, digit tokens, literals and anchor characters where the text has them', () => {
    const sample = 'id 4111 then AKIAQ3FAKEKEY7EXMPL2 at a@b.io, passport: x9';
    const { simd, allDigits } = bothPasses(sample, 0, sample.length, false, 128, charPlan, charPass);
    expect(allDigits).toEqual([3, 13, 55]);
    // The colon after `passport` stands in no stretch an IPv6 address could fill.
    expect(simd.charHits).toEqual([[38], []]);
    expect(simd.prefixHits.flatMap(([, positions]) => positions)).toContain(13);
    expect(simd.anchorWords.map(([start, end]) => sample.slice(start, end))).toEqual(['passport']);
  });

  test("lists only the anchor characters whose stretch the count of their detector's record admits, as the JavaScript pass does", () => {
    const sample = 'at 12:34:56 from fe80::1 ok, 1:2:3:4:5:6:7:8 or 0a:1b:2c:3d:4e:5f here';
    const colons = (from: number, to: number) => [...sample.slice(from, to).matchAll(/:/g)].map((colon) => from + colon.index);
    const { simd, javascript } = bothPasses(sample, 0, sample.length, false, 128, charPlan, charPass);
    const address = sample.indexOf('fe80');
    const full = sample.indexOf('1:2');
    // Five colons can be a MAC address, which shares the colon with IPv6; a time's two cannot be either.
    const mac = sample.indexOf('0a:');
    expect(simd.charHits[1]).toEqual([...colons(address, address + 7), ...colons(full, full + 15), ...colons(mac, mac + 17)]);
    expect(javascript.charHits).toEqual(simd.charHits);
  });

  test("forgets the last window's stretch, even where its first slice holds no anchor", () => {
    const long = `x ${'1:'.repeat(20_000)} y`;
    const late = `${' '.repeat(20_000)}at 12:34:56 ok`;
    bothPasses(long, 0, long.length, false, 128, charPlan, charPass);
    const { simd, javascript } = bothPasses(late, 0, late.length, false, 128, charPlan, charPass);
    expect(simd.charHits).toEqual([[], []]);
    expect(javascript.charHits).toEqual(simd.charHits);
  });

  test('finds exactly the events of the JavaScript pass, over any window and range', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), fc.boolean(), (sample, a, b, lookUpWords) => {
        const from = a % (sample.length + 1);
        const to = from + (b % (sample.length - from + 1));
        const { simd, javascript } = bothPasses(sample, from, to, lookUpWords);
        expect(simd).toEqual(javascript);
      }),
      { numRuns: 400 },
    );
  });

  test('finds every literal of every table, in either case, as the JavaScript pass does', () => {
    const words = plan.detectors.flatMap((detector) => [...detector.contextWords].map((id) => plan.vocabulary.word(id)));
    const prefixes = plan.detectors.flatMap((detector) => (detector.anchor.kind === 'prefix' ? detector.anchor.literals : []));
    const literals = [...new Set([...words, ...prefixes])];
    expect(literals.length).toBeGreaterThan(500);
    // Each literal alone, in upper case, run on by letters, digits and an underscore, and cut short.
    const sample = literals.flatMap((literal) => [literal, literal.toUpperCase(), `${literal}x9`, `${literal}_`, literal.slice(0, -1)]).join(' ');
    for (const lookUpWords of [false, true]) {
      const { simd, javascript } = bothPasses(sample, 0, sample.length, lookUpWords);
      expect(simd).toEqual(javascript);
      expect(simd.anchorWords.length + simd.prefixHits.length).toBeGreaterThan(100);
    }
  });

  test("leaves out the digit tokens no digits pattern can begin at, and keeps the others", () => {
    const sample = 'at 2026-03-05T12:34:56.789Z took 582 ms; card 4111 1111 1111 1111, call +1 555 010 4477, ip 203.0.113.42';
    const { simd, javascript, simdDigits, allDigits } = bothPasses(sample, 0, sample.length, false);
    expect(simd).toEqual(javascript);
    const tokenAt = (position: number) => /^[A-Za-z0-9]+/.exec(sample.slice(position))?.[0];
    expect(allDigits.map(tokenAt)).toContain('05T12');
    expect(simdDigits.map(tokenAt)).not.toContain('05T12');
    expect(simdDigits.map(tokenAt)).toEqual(expect.arrayContaining(['4111', '1', '203']));
    expect(simdDigits.length).toBeLessThan(allDigits.length / 2);
  });

  test('looks up literals without letters or digits where their first units stand, in text order with tokens', () => {
    const arrow: Detector = { ...prefixRecord, id: 'test.arrow', anchor: { kind: 'prefix', literals: ['-->', '=>'] }, pattern: '-->[a-z]{3}|=>[a-z]{2}', maxLength: 6 };
    const arrowPlan = buildPlan({}, [arrow, prefixRecord]);
    const arrowPass = TokenPass.create(arrowPlan.tables, arrowPlan.digitAutomaton) as TokenPass;
    const arrows = fc.array(fc.constantFrom('-', '->', '-->', '=', '=>', '>', ' ', 'abc', 'tkey_', '9'), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(arrows, (sample) => {
        const { simd, javascript } = bothPasses(sample, 0, sample.length, false, 128, arrowPlan, arrowPass);
        expect(simd).toEqual(javascript);
      }),
      { numRuns: 300 },
    );
    const { simd } = bothPasses('a --> b =>c tkey_X', 0, 18, false, 128, arrowPlan, arrowPass);
    expect(simd.prefixHits.flatMap(([, positions]) => positions).sort((a, b) => a - b)).toEqual([2, 8, 12]);
  });

  test('carries tokens across 64-unit blocks and across slices of the window', () => {
    const random = fc.sample(fc.array(piece, { minLength: 20000, maxLength: 20000 }), { numRuns: 1, seed: 7 })[0];
    const sample = random.join('');
    expect(sample.length).toBeGreaterThan(3 * 65536);
    for (const [from, to] of [[0, sample.length], [13, sample.length - 5], [65535, 2 * 65536 + 1], [100, 100]]) {
      const { simd, javascript } = bothPasses(sample, from, to, true);
      expect(simd).toEqual(javascript);
    }
  });

  test('reads a token to its real end past the range, and to the window\'s end when the window cuts it', () => {
    const sample = `x ${'7'.repeat(200)} passport`;
    for (const margin of [0, 3, 128]) {
      const { simd, javascript } = bothPasses(sample, 0, 4, false, margin);
      expect(simd).toEqual(javascript);
    }
  });
});

describe('token passes shared between scanners', () => {
  const keyOf = (scanPlan: ReturnType<typeof buildPlan>) => tokenPassKey(scanPlan.tables, scanPlan.digitAutomaton);

  test('one serves scanners with the same literals, anchors and digit patterns, whatever their other options', () => {
    const other = buildPlan({ minConfidence: 0.9 }, BUILTIN_DETECTORS);
    expect(keyOf(other)).toBe(keyOf(plan));
    expect(sharedTokenPass(keyOf(other), other.tables, other.digitAutomaton)).toBe(sharedTokenPass(keyOf(plan), plan.tables, plan.digitAutomaton));
    const fewer = buildPlan({ types: ['EMAIL', 'IBAN'] }, BUILTIN_DETECTORS);
    expect(keyOf(fewer)).not.toBe(keyOf(plan));
  });

  test('at most sixteen are kept: the least recently used is let go', () => {
    const plans = Array.from({ length: 17 }, (_, k) => buildPlan({ customDetectors: [{ id: `c${k}`, type: 'C', categories: ['PII'], pattern: 'x{3}', keywords: [`word${k}`] }] }, BUILTIN_DETECTORS));
    const first = sharedTokenPass(keyOf(plans[0]), plans[0].tables, plans[0].digitAutomaton);
    expect(sharedTokenPass(keyOf(plans[0]), plans[0].tables, plans[0].digitAutomaton)).toBe(first);
    for (const later of plans.slice(1)) sharedTokenPass(keyOf(later), later.tables, later.digitAutomaton);
    expect(sharedTokenPass(keyOf(plans[0]), plans[0].tables, plans[0].digitAutomaton)).not.toBe(first);
  });

  test('a scanner sharing the pass of a scanner that is mid-scan scans with the JavaScript pass and finds the same', () => {
    const second = createScanner({ minConfidence: 0 });
    const inner: string[] = [];
    const options: ScanOptions = {
      customDetectors: [
        {
          id: 'ticket',
          type: 'TICKET',
          categories: ['PII'],
          pattern: 'TCK-[0-9]{4}',
          validator: () => {
            inner.push(JSON.stringify(second.scan('card 4111 1111 1111 1111 and jane@example.com')));
            return 'confirm';
          },
        },
      ],
    };
    expect(keyOf(buildPlan(options, BUILTIN_DETECTORS))).toBe(keyOf(plan));
    const outer = createScanner(options);
    outer.scan('TCK-1234');
    expect(inner).toEqual([JSON.stringify(createScanner().scan('card 4111 1111 1111 1111 and jane@example.com'))]);
  });
});

describe('a scanner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  test('without WebAssembly uses the JavaScript pass and finds the same', async () => {
    const sample = 'card 4111 1111 1111 1111, AKIAQ3FAKEKEY7EXMPL2, jane@example.com, passport: X1234567, ship to 221B Baker Street, London NW1 6XE';
    const expected = createScanner().scan(sample);
    expect(expected.map((finding) => finding.type)).toEqual(expect.arrayContaining(['CREDIT_CARD', 'EMAIL', 'STREET_ADDRESS']));
    vi.stubGlobal('WebAssembly', undefined);
    vi.resetModules();
    const fresh = await import('../../src/scanner/scanner.js');
    expect(fresh.createScanner().scan(sample)).toEqual(expected);
  });

  test('scans again from inside its own scan (a custom validator), each scan with a window of its own', () => {
    const inner: number[] = [];
    const scanner = createScanner({
      customDetectors: [
        {
          id: 'ticket',
          type: 'TICKET',
          categories: ['PII'],
          pattern: 'TCK-[0-9]{4}',
          validator: (value) => {
            inner.push(scanner.scan(`${value.slice(4)} jane@example.com`).length);
            return 'confirm';
          },
        },
      ],
    });
    const findings = scanner.scan('TCK-1234 and 4111 1111 1111 1111 and TCK-5678');
    expect(findings.map((finding) => finding.type)).toEqual(['TICKET', 'CREDIT_CARD', 'TICKET']);
    expect(inner).toEqual([1, 1]);
  });
});
