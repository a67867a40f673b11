import { FALSE_POSITIVE_COLUMNS, falsePositiveValues, type FalsePositiveRow, toFalsePositive } from '../rows.js';
import type { FalsePositiveStore } from '../types.js';
import { changed, first, rows, type Db } from './db.js';

export function postgresFalsePositiveStore(db: Db): FalsePositiveStore {
  return {
    async insert(report) {
      const inserted = await changed(
        db,
        `INSERT INTO false_positive_reports (${FALSE_POSITIVE_COLUMNS})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (report_id) DO NOTHING`,
        falsePositiveValues(report),
      );
      return inserted > 0;
    },
    async listByOrg(orgId, { limit, offset }) {
      const items = await rows<FalsePositiveRow>(
        db,
        'SELECT * FROM false_positive_reports WHERE org_id = $1 ORDER BY reported_at DESC, report_id DESC LIMIT $2 OFFSET $3',
        [orgId, limit, offset],
      );
      const total = await first<{ total: number }>(db, 'SELECT COUNT(*) AS total FROM false_positive_reports WHERE org_id = $1', [orgId]);
      return { items: items.map(toFalsePositive), total: total?.total ?? 0 };
    },
  };
}
