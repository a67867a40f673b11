import type { DestinationRecord } from './types.js';

export type DestinationStatus = 'Active' | 'Idle' | 'Failing' | 'Disabled';

/** How long after a successful delivery a destination still counts as Active. */
export const ACTIVE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard pill. Disabled wins; then a failure newer than the last success (delivery or
 * probe) is Failing; a success within the window is Active; anything else is Idle.
 */
export function destinationStatus(d: DestinationRecord, now: Date): DestinationStatus {
  if (!d.enabled) return 'Disabled';
  if (d.lastFailureAt !== null && (d.lastSuccessAt === null || d.lastFailureAt >= d.lastSuccessAt)) return 'Failing';
  if (d.lastSuccessAt !== null && now.getTime() - Date.parse(d.lastSuccessAt) <= ACTIVE_WINDOW_MS) return 'Active';
  return 'Idle';
}
