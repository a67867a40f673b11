import { describe, expect, it } from 'vitest';
import { periodRange } from './analytics.js';

describe('periodRange', () => {
  it('covers whole UTC days ending today', () => {
    const now = new Date('2026-03-01T23:59:59.000Z');
    expect(periodRange('7d', now)).toEqual({ fromDate: '2026-02-23', toDate: '2026-03-01' });
    expect(periodRange('30d', now)).toEqual({ fromDate: '2026-01-31', toDate: '2026-03-01' });
    expect(periodRange('90d', now)).toEqual({ fromDate: '2025-12-02', toDate: '2026-03-01' });
  });
});
