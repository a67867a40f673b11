import { openSqliteStore } from '@preflight/server';

const DAY_MS = 86_400_000;
const DECISIONS = ['ALLOWED', 'ALLOWED_WITH_MASKING', 'BLOCKED'] as const;
const DESTINATIONS = ['AI_TOOL', 'VENDOR', 'CUSTOMER'] as const;
const TYPES = ['EMAIL', 'PHONE', 'SSN', 'CREDIT_CARD', 'AWS_ACCESS_KEY'] as const;

/**
 * Writes `rows` metadata-only audit rows for one organization, spread over the last 90 days,
 * then rebuilds the daily counters from them, as recordCheck would have kept them. The
 * organization's license becomes enterprise (no monthly quota) so the load is never refused.
 */
export function seedAudit(dbFile: string, orgId: string, policyId: string, rows: number, now = Date.now()): void {
  const store = openSqliteStore(dbFile);
  const { db } = store;
  const insert = db.prepare(
    `INSERT INTO audit_events (preflight_id, org_id, policy_id, policy_name, policy_version, destination, decision,
       summary, input_type, source_type, actor_id, input_size_bytes, detected, created_at)
     VALUES (?, ?, ?, 'Default policy', 'v1-seeded', ?, ?, ?, 'text', 'API', ?, ?, ?, ?)`,
  );
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const decision = DECISIONS[i % 3];
      const type = TYPES[i % TYPES.length];
      const count = decision === 'ALLOWED' ? 0 : 1 + (i % 3);
      const created = new Date(now - Math.floor((i / rows) * 90 * DAY_MS)).toISOString();
      insert.run(
        `pf_seed_${i.toString().padStart(8, '0')}`, orgId, policyId, DESTINATIONS[i % 3], decision,
        `${decision === 'ALLOWED' ? 'Allowed' : 'Checked'}: ${count} ${type.toLowerCase()} finding(s).`,
        policyId, 800 + (i % 500),
        JSON.stringify(count === 0 ? [] : [{ type, count, sample: null }]), created,
      );
    }
  });
  for (let from = 0; from < rows; from += 50_000) batch(from, Math.min(rows, from + 50_000));
  db.prepare("UPDATE licenses SET license_type = 'enterprise', max_checks_per_month = NULL WHERE org_id = ?").run(orgId);
  db.exec(`DELETE FROM daily_stats; DELETE FROM daily_detections;
    INSERT INTO daily_stats (org_id, day, checks, allowed, masked, blocked, bytes, prevented_exposures) SELECT org_id, substr(created_at, 1, 10), COUNT(*),
      SUM(decision = 'ALLOWED'), SUM(decision = 'ALLOWED_WITH_MASKING'), SUM(decision = 'BLOCKED'),
      SUM(input_size_bytes), SUM(CASE WHEN decision = 'ALLOWED' THEN 0 ELSE json_extract(detected, '$[0].count') END)
    FROM audit_events GROUP BY 1, 2;
    INSERT INTO daily_detections SELECT org_id, substr(created_at, 1, 10), json_extract(detected, '$[0].type'),
      SUM(json_extract(detected, '$[0].count'))
    FROM audit_events WHERE detected != '[]' GROUP BY 1, 2, 3;`);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
