import { type DayRow, SUMS, toTotals } from '../rows.js';
import type { AnalyticsStore } from '../types.js';
import { rows, type Db } from './db.js';

/** Reads the per-day counters that recordCheck keeps; never scans the audit log. */
export function postgresAnalyticsStore(db: Db): AnalyticsStore {
  return {
    async dailyTotals({ fromDate, toDate }, orgId) {
      const found =
        orgId === undefined
          ? await rows<DayRow>(db, `SELECT day, ${SUMS} FROM daily_stats WHERE day BETWEEN $1 AND $2 GROUP BY day ORDER BY day`, [fromDate, toDate])
          : await rows<DayRow>(
              db, `SELECT day, ${SUMS} FROM daily_stats WHERE org_id = $1 AND day BETWEEN $2 AND $3 GROUP BY day ORDER BY day`, [orgId, fromDate, toDate],
            );
      return found.map(toTotals);
    },
    async detectionCounts({ fromDate, toDate }, orgId) {
      return rows<{ type: string; count: number }>(
        db,
        `SELECT type, SUM(count) AS count FROM daily_detections WHERE org_id = $1 AND day BETWEEN $2 AND $3
         GROUP BY type ORDER BY count DESC, type`,
        [orgId, fromDate, toDate],
      );
    },
  };
}
