import { describe, expect, it } from 'vitest';
import { hashKey, issueKey, KEY_PREFIXES, keyKind, randomBase62, sameHash } from './keys.js';

describe('API keys', () => {
  it('have a recognizable prefix and 40 base62 characters per kind', () => {
    for (const [kind, prefix] of Object.entries(KEY_PREFIXES)) {
      const issued = issueKey(kind as keyof typeof KEY_PREFIXES);
      expect(issued.key).toMatch(new RegExp(`^${prefix}[0-9A-Za-z]{40}$`));
      expect(keyKind(issued.key)).toBe(kind);
      expect(issued.hash).toBe(hashKey(issued.key));
      expect(issued.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(issued.key.startsWith(issued.displayPrefix)).toBe(true);
      expect(issued.displayPrefix.length).toBe(10);
    }
    expect(keyKind('sk_live_whatever')).toBeNull();
  });

  it('are random: no repeats, every base62 character used', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => issueKey('policy').key));
    expect(keys.size).toBe(2000);
    const chars = new Set(randomBase62(20_000));
    expect(chars.size).toBe(62);
  });

  it('compare hashes in constant time, rejecting different or malformed digests', () => {
    const a = hashKey('pfm_a');
    expect(sameHash(a, hashKey('pfm_a'))).toBe(true);
    expect(sameHash(a, hashKey('pfm_b'))).toBe(false);
    expect(sameHash(a, 'abc')).toBe(false);
  });
});
