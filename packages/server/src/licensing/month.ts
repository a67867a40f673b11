/** Quotas run per calendar month in UTC. */

/** `YYYY-MM` of `at` in UTC: the key monthly counters are stored under. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

export function startOfNextMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** Whole seconds from `at` to the next month (at least 1), for a Retry-After header. */
export function secondsUntilNextMonth(at: Date): number {
  return Math.max(1, Math.ceil((startOfNextMonth(at).getTime() - at.getTime()) / 1000));
}
