import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import { asciiUnits } from '../../src/scanner/pass/ascii-units.js';
import { alnumAt } from '../../src/scanner/pass/char-kind.js';
import { collectEvents } from '../../src/scanner/pass/events.js';
import { HIT_STRIDE } from '../../src/scanner/pass/literal-table.js';
import { NearbyWords } from '../../src/scanner/context/nearby-words.js';
import { WordHits } from '../../src/scanner/context/word-hits.js';
import { buildPlan } from '../../src/scanner/compile/plan.js';
import { TokenPass } from '../../src/scanner/pass/token-pass.js';

const plan = buildPlan({}, BUILTIN_DETECTORS);
const { vocabulary } = plan.wordTables;
const pass = TokenPass.create(plan.tables, plan.digitAutomaton);

/** Every token start in `[from, to]` looked up in the vocabulary, and the words outside ASCII searched for, with nothing handed over or remembered. */
function wordsByBruteForce(text: string, from: number, to: number): Array<[number, number, number]> {
  const out = new Int32Array(vocabulary.scratchSize);
  const hits: Array<[number, number, number]> = [];
  for (let start = Math.max(0, from); start <= Math.min(to, text.length - 1); start++) {
    if (!alnumAt(text, start) || alnumAt(text, start - 1)) continue;
    let end = start;
    while (alnumAt(text, end)) end++;
    const count = vocabulary.matchAt(text, start, out, end - start);
    for (let k = 0; k < count; k++) hits.push([start, out[HIT_STRIDE * k + 2], out[HIT_STRIDE * k]]);
  }
  const other = new WordHits();
  plan.wordTables.otherScript?.find(text, from, to, other);
  for (let k = 0; k < other.count; k++) hits.push([other.starts[k], other.ends[k], other.words[k]]);
  return hits.sort((a, b) => a[0] - b[0]);
}

/** Context words of `text`, read by `reader` (or the loop of `NearbyWords`). */
function wordsIn(text: string, reader: TokenPass | null): NearbyWords {
  const words = new NearbyWords(plan.wordTables);
  words.begin(text, reader);
  return words;
}

describe('context words near a match', () => {
  // Accented Latin letters begin none of the built-in words outside ASCII; Greek and Cyrillic ones may (`ΑΦΜ`, `ЕГН`) or not (`Ω`).
  const piece = fc.constantFrom('ssn', 'SSN: ', 'account', 'bank account ', 'né ', 'é', 'dob', 'x', '12', ' ', '\n', ',', 'abcdefghijklmnopqrstuvwxyz0123456789'.repeat(3), 'iban', 'ΑΦΜ ', 'егн', 'Ω');
  const text = fc.array(piece, { minLength: 1, maxLength: 40 }).map((parts) => parts.join(''));

  // Window blocks are read by the loop here or, where the window lies in its memory, by the token pass.
  test.each([
    ['the loop here', false],
    ['the token pass', true],
  ])('finds the words the whole text holds in any window, whichever chunk window is read and passes taken over before (%s)', (_, withPass) => {
    if (withPass) expect(pass).not.toBeNull();
    fc.assert(
      fc.property(
        text,
        fc.tuple(fc.nat(), fc.nat()),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 8 }),
        (sample, [at, width], passes, windows) => {
          // A chunk's window of units, as the scanner reads it: lookups outside it read the text.
          const base = at % 3 === 0 ? 0 : at % (sample.length + 1);
          const end = width % 2 === 0 ? sample.length : base + (width % (sample.length - base + 1));
          const reader = withPass ? pass : null;
          const units = asciiUnits(sample, base, end, reader?.unitBuffer(end - base));
          const words = wordsIn(sample, reader);
          const window = { text: sample, units, base };
          words.setWindow(window);
          // Passes may begin inside a token, as a chunk's pass does; 64-unit steps put some on block edges.
          // Like the scanner's, they keep clear of the window's edges unless the text ends there.
          const passEnd = end === sample.length ? end : end - 128;
          for (const [passAt, length] of passes) {
            const from = Math.max(base === 0 ? 0 : base + 1, (passAt % 4) * 64 + (passAt % 3 === 0 ? 0 : passAt % 7));
            const to = Math.min(passEnd, from + (length % 200));
            if (from < to) words.addPassWords(collectEvents(window, from, to, plan.tables, true).words, from, to);
          }
          for (const [lookupAt, lookupWidth] of windows) {
            const from = (lookupAt % (sample.length + 10)) - 5;
            const to = from + (lookupWidth % 50);
            const hits = words.within(from, to);
            const found = Array.from({ length: hits.count }, (_, k) => [hits.starts[k], hits.ends[k], hits.words[k]]);
            expect(found).toEqual(wordsByBruteForce(sample, from, to));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  test('reads a window longer than the token pass takes in one call (tokens carried across its slices)', () => {
    const sample = Array.from({ length: 6000 }, (_, k) => ['ssn ', 'account ', 'x'.repeat(k % 70), ' iban 12 ', 'dob,'][k % 5]).join('');
    expect(sample.length).toBeGreaterThan(3 * 16384);
    const words = wordsIn(sample, pass);
    words.setWindow({ text: sample, units: asciiUnits(sample, 0, sample.length, pass?.unitBuffer(sample.length)), base: 0 });
    const hits = words.within(0, sample.length);
    expect(Array.from({ length: hits.count }, (_, k) => [hits.starts[k], hits.ends[k], hits.words[k]])).toEqual(wordsByBruteForce(sample, 0, sample.length));
  });

  test('a pass that begins inside a token on a block edge does not read its tail as a word', () => {
    const sample = `${'a'.repeat(64)}ssn 1${' '.repeat(64)}`;
    const units = asciiUnits(sample);
    const words = wordsIn(sample, null);
    const window = { text: sample, units, base: 0 };
    words.setWindow(window);
    words.addPassWords(collectEvents(window, 64, sample.length, plan.tables, true).words, 64, sample.length);
    expect(words.within(0, sample.length).count).toBe(0);
    expect(wordsByBruteForce(`${sample} ssn`, 0, sample.length + 4)).toHaveLength(1);
  });
});
