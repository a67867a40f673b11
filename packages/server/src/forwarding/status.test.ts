import { describe, expect, it } from 'vitest';
import { destinationStatus } from './status.js';
import type { DestinationRecord } from './types.js';

const base: DestinationRecord = {
  destinationId: 'fwd_1',
  orgId: 'org_1',
  url: 'https://receiver.example.com/in',
  authHeaderName: null,
  authHeaderSealed: null,
  enabled: true,
  lastError: null,
  lastSuccessAt: null,
  lastFailureAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};
const now = new Date('2026-03-15T10:00:00.000Z');

describe('destinationStatus', () => {
  it('is Idle before any delivery and after a day without one', () => {
    expect(destinationStatus(base, now)).toBe('Idle');
    expect(destinationStatus({ ...base, lastSuccessAt: '2026-03-14T09:59:59.000Z' }, now)).toBe('Idle');
  });

  it('is Active after a recent success, Failing when a failure is newer, Disabled whenever switched off', () => {
    const active = { ...base, lastSuccessAt: '2026-03-15T09:00:00.000Z' };
    expect(destinationStatus(active, now)).toBe('Active');
    const failing = { ...active, lastFailureAt: '2026-03-15T09:30:00.000Z', lastError: 'HTTP 500' };
    expect(destinationStatus(failing, now)).toBe('Failing');
    expect(destinationStatus({ ...failing, lastSuccessAt: '2026-03-15T09:45:00.000Z' }, now)).toBe('Active');
    expect(destinationStatus({ ...failing, enabled: false }, now)).toBe('Disabled');
  });
});
