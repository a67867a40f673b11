import { describe, expect, it } from 'vitest';
import { monthOf, secondsUntilNextMonth, startOfNextMonth } from './month.js';

describe('quota months (UTC)', () => {
  it('key, renew and count down by the UTC calendar, across year ends and leap days', () => {
    expect(monthOf(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03');
    expect(monthOf(new Date('2026-03-31T23:30:00-01:00'))).toBe('2026-04');
    expect(startOfNextMonth(new Date('2026-12-15T08:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(startOfNextMonth(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(secondsUntilNextMonth(new Date('2026-03-31T23:59:00Z'))).toBe(60);
    expect(secondsUntilNextMonth(new Date('2026-03-31T23:59:59.500Z'))).toBe(1);
    expect(secondsUntilNextMonth(new Date('2026-02-01T00:00:00Z'))).toBe(28 * 86_400);
  });
});
