import type { Database } from 'better-sqlite3';
import { FALSE_POSITIVE_COLUMNS, falsePositiveValues, type FalsePositiveRow, toFalsePositive } from '../rows.js';
import type { FalsePositiveStore } from '../types.js';

export function sqliteFalsePositiveStore(db: Database): FalsePositiveStore {
  const insert = db.prepare(
    `INSERT INTO false_positive_reports (${FALSE_POSITIVE_COLUMNS})
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (report_id) DO NOTHING`,
  );
  const page = db.prepare('SELECT * FROM false_positive_reports WHERE org_id = ? ORDER BY reported_at DESC, report_id DESC LIMIT ? OFFSET ?');
  const count = db.prepare('SELECT COUNT(*) AS total FROM false_positive_reports WHERE org_id = ?');
  return {
    async insert(report) {
      return insert.run(...falsePositiveValues(report)).changes > 0;
    },
    async listByOrg(orgId, { limit, offset }) {
      const items = (page.all(orgId, limit, offset) as FalsePositiveRow[]).map(toFalsePositive);
      return { items, total: (count.get(orgId) as { total: number }).total };
    },
  };
}
