import type { RateLimitStore } from '../types.js';
import { first, type Db } from './db.js';

/** One statement per request: the upsert counts atomically whichever replica serves it. */
export function postgresRateLimitStore(db: Db): RateLimitStore {
  let sweptBefore = 0;
  return {
    async hit(key, windowStartMs, windowMs) {
      // Once per window per replica, windows that ended are deleted; one delete finding nothing costs little.
      if (windowStartMs > sweptBefore) {
        sweptBefore = windowStartMs;
        db.query('DELETE FROM rate_limit_windows WHERE window_start < $1', [windowStartMs - windowMs]).catch(() => undefined);
      }
      const row = await first<{ count: number }>(
        db,
        `INSERT INTO rate_limit_windows (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_windows.count + 1 RETURNING count`,
        [key, windowStartMs],
      );
      return row?.count ?? 1;
    },
  };
}
