import { describe, expect, it } from 'vitest';
import { openSqliteStore } from './index.js';

/** The query plan of every statement `run` prepares, one line per step. */
function plansOf(store: ReturnType<typeof openSqliteStore>, run: () => unknown): string[] {
  const { db } = store;
  const prepare = db.prepare.bind(db);
  const plans: string[] = [];
  db.prepare = ((sql: string) => {
    if (/^\s*SELECT/i.test(sql) && !/^\s*SELECT 1/i.test(sql)) {
      const steps = prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...new Array((sql.match(/\?/g) ?? []).length).fill('x'));
      plans.push((steps as { detail: string }[]).map((step) => step.detail).join(' | '));
    }
    return prepare(sql);
  }) as typeof db.prepare;
  try {
    run();
  } finally {
    db.prepare = prepare;
  }
  return plans;
}

describe('audit search', () => {
  it('totals a whole-day search from the search counters, never scanning the audit rows', async () => {
    const store = openSqliteStore(':memory:');
    store.db.exec(`INSERT INTO orgs VALUES ('org_1', 'Acme', 'acme', '{}', 't', 't');`);
    const insert = store.db.prepare(
      `INSERT INTO audit_events (preflight_id, org_id, policy_id, policy_name, policy_version, destination, decision, summary,
         input_type, source_type, actor_id, input_size_bytes, detected, created_at)
       VALUES (?, 'org_1', 'p', 'Default', 'v', 'AI_TOOL', ?, 's', 'text', 'API', 'a', 1, '[]', ?)`,
    );
    for (let i = 0; i < 30; i++) insert.run(`pf_${i}`, i % 3 === 0 ? 'BLOCKED' : 'ALLOWED', `2026-03-${10 + (i % 5)}T10:00:00.000Z`);
    const query = { limit: 50, offset: 100, orgId: 'org_1', search: 'blocked', from: '2026-03-10T00:00:00.000Z', to: '2026-03-13T00:00:00.000Z' };

    let total = -1;
    const plans = plansOf(store, () => store.audit.list(query).then((page) => (total = page.total)));
    await Promise.resolve();
    expect(total).toBe(6);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan).not.toMatch(/SCAN a\b|audit_events/);
    await store.close();
  });
});
