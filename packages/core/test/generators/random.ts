import fc from 'fast-check';

/** A small seeded source of randomness, so the same generators serve fast-check and the corpus script. */
export interface Random {
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` characters drawn from `alphabet`. */
  chars(alphabet: string, count: number): string;
  digits(count: number): string;
}

export type Generate = (random: Random) => string;

export const DIGITS = '0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const ALNUM = DIGITS + UPPER + LOWER;
export const HEX = '0123456789abcdef';

/** mulberry32: tiny, fast and good enough for test data; not for anything secret. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (probability) => next() < probability,
    chars: (alphabet, count) => {
      let out = '';
      for (let i = 0; i < count; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
    digits: (count) => {
      let out = '';
      for (let i = 0; i < count; i++) out += String(int(0, 9));
      return out;
    },
  };
}

/**
 * A fast-check arbitrary drawing from a seeded generator. Shrinking a seed means nothing, so it
 * is switched off; a failure still prints the generated value.
 */
export function arbitraryFrom(generate: Generate): fc.Arbitrary<string> {
  return fc.noShrink(fc.nat()).map((seed) => generate(seededRandom(seed)));
}

/** Draws until `accept` holds; generators use it to skip the rare value a rule forbids. */
export function drawUntil(random: Random, generate: Generate, accept: (value: string) => boolean): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const value = generate(random);
    if (accept(value)) return value;
  }
  throw new Error('drawUntil: no acceptable value in 1000 attempts; the generator and its filter disagree');
}
