import { describe, expect, it } from 'vitest';
import { openSqliteStore } from './index.js';

const checkAt = (preflightId: string, createdAt: string) => ({
  preflightId, orgId: 'org_1', policyId: 'p', policyName: 'Default', policyVersion: 'v', destination: 'AI_TOOL',
  decision: 'ALLOWED' as const, summary: 's', inputType: 'text' as const, sourceType: 'API', actorId: 'a', inputSizeBytes: 1,
  detected: [], content: null, maskedContent: null, maskedFile: null, createdAt,
});

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

  it('finds a page after a cursor by seeking the time index, however deep', async () => {
    const store = openSqliteStore(':memory:');
    store.db.exec(`INSERT INTO orgs VALUES ('org_1', 'Acme', 'acme', '{}', 't', 't');`);
    for (let i = 0; i < 10; i++) await store.audit.recordCheck(checkAt(`pf_${i}`, `2026-03-1${i}T10:00:00.000Z`));
    const after = { createdAt: '2026-03-15T10:00:00.000Z', preflightId: 'pf_5' };
    for (const query of [{ orgId: 'org_1' }, {}]) {
      const plans = plansOf(store, () => store.audit.list({ limit: 50, offset: 0, after, ...query }));
      await Promise.resolve();
      const page = plans.find((plan) => /audit_events/.test(plan)) ?? '';
      expect(page, JSON.stringify(query)).toMatch(/USING (COVERING )?INDEX audit_events_(org_)?time \((org_id=\? AND )?created_at<\?\)/);
    }
    await store.close();
  });
});
