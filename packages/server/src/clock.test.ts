import { describe, expect, it } from 'vitest';
import { randomIds } from './clock.js';

describe('randomIds', () => {
  it('gives prefixed, unique ids that sort in creation order', async () => {
    const first = randomIds.next('pf');
    await new Promise((resolve) => setTimeout(resolve, 2));
    const ids = Array.from({ length: 1000 }, () => randomIds.next('pf'));
    expect(first).toMatch(/^pf_[0-9A-Za-z]{22}$/);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id > first).toBe(true);
  });
});
