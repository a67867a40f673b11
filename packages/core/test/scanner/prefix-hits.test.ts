import { describe, expect, test } from 'vitest';
import { PrefixHitsByDetector } from '../../src/scanner/verify/prefix-hits.js';

// Prefix ids 0 and 1 are detector 0's and 2's own; id 2 is a literal both share; detector 1 has no prefix anchor.
const OWNERS = [[0], [2], [0, 2]];

describe('prefix hits filed by detector', () => {
  test('an id that hit is handed to each detector that owns it, an id that missed to none', () => {
    const byDetector = new PrefixHitsByDetector(OWNERS, 3);
    byDetector.read(new Map([[2, [40, 90]], [1, [7]]]));
    expect(byDetector.of(0)).toEqual([[40, 90]]);
    expect(byDetector.of(1)).toEqual([]);
    expect(byDetector.of(2)).toEqual([[40, 90], [7]]);
  });

  test("a chunk's read forgets the last chunk's hits, and clear lets go of them", () => {
    const byDetector = new PrefixHitsByDetector(OWNERS, 3);
    byDetector.read(new Map([[2, [40]]]));
    byDetector.read(new Map([[0, [5]]]));
    expect(byDetector.of(0)).toEqual([[5]]);
    expect(byDetector.of(2)).toEqual([]);
    byDetector.clear();
    expect(byDetector.of(0)).toEqual([]);
  });
});
