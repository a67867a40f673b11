import type { Database } from 'better-sqlite3';
import { type DayRow, SUMS, toTotals } from '../rows.js';
import type { AnalyticsStore } from '../types.js';

/** Reads the per-day counters that recordCheck maintains; never scans the audit log. */
export function sqliteAnalyticsStore(db: Database): AnalyticsStore {
  const orgDays = db.prepare(
    `SELECT day, ${SUMS} FROM daily_stats WHERE org_id = ? AND day BETWEEN ? AND ? GROUP BY day ORDER BY day`,
  );
  const allDays = db.prepare(
    `SELECT day, ${SUMS} FROM daily_stats WHERE day BETWEEN ? AND ? GROUP BY day ORDER BY day`,
  );
  const detections = db.prepare(
    `SELECT type, SUM(count) AS count FROM daily_detections WHERE org_id = ? AND day BETWEEN ? AND ?
     GROUP BY type ORDER BY count DESC, type`,
  );
  return {
    async dailyTotals({ fromDate, toDate }, orgId) {
      const rows = (orgId === undefined ? allDays.all(fromDate, toDate) : orgDays.all(orgId, fromDate, toDate)) as DayRow[];
      return rows.map(toTotals);
    },
    async detectionCounts({ fromDate, toDate }, orgId) {
      return detections.all(orgId, fromDate, toDate) as { type: string; count: number }[];
    },
  };
}
