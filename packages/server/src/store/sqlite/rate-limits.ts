import type { RateLimitStore } from '../types.js';

/** Keys remembered at most; past that the counters start over, so memory stays bounded whatever keys callers present. */
const MAX_KEYS = 100_000;

/**
 * Counters in this process's memory: a server on SQLite is one process, and a request count is
 * not worth a write to its database file.
 */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, windowStartMs) {
      let window = windows.get(key);
      if (!window || window.start !== windowStartMs) {
        if (windows.size > MAX_KEYS) windows.clear();
        window = { start: windowStartMs, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count;
    },
  };
}
