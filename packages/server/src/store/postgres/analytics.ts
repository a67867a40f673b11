import type { AnalyticsStore, DayTotals } from '../types.js';
import { rows, type Db } from './db.js';

interface DayRow {
  day: string;
  checks: number;
  allowed: number;
  masked: number;
  blocked: number;
  bytes: number;
  prevented_exposures: number;
  rejected: number;
}

const toTotals = (row: DayRow): DayTotals => ({
  date: row.day,
  checks: row.checks,
  allowed: row.allowed,
  masked: row.masked,
  blocked: row.blocked,
  bytes: row.bytes,
  preventedExposures: row.prevented_exposures,
  rejected: row.rejected,
});

const SUMS = `SUM(checks) AS checks, SUM(allowed) AS allowed, SUM(masked) AS masked, SUM(blocked) AS blocked,
  SUM(bytes) AS bytes, SUM(prevented_exposures) AS prevented_exposures, SUM(rejected) AS rejected`;

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
