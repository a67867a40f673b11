import type { Database } from 'better-sqlite3';
import { type OrgRow, toOrg } from '../rows.js';
import type { LicenseRecord, OrgRecord, OrgStore, PolicyRecord } from '../types.js';
import { insertLicense } from './licenses.js';
import { insertPolicy } from './policies.js';

export function sqliteOrgStore(db: Database): OrgStore {
  const insertOrg = db.prepare(
    'INSERT INTO orgs (org_id, name, slug, settings, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare('SELECT * FROM orgs WHERE org_id = ?');
  const bySlug = db.prepare('SELECT * FROM orgs WHERE slug = ?');
  const page = db.prepare('SELECT * FROM orgs ORDER BY created_at, org_id LIMIT ? OFFSET ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM orgs');
  const update = db.prepare('UPDATE orgs SET name = ?, settings = ?, updated_at = ? WHERE org_id = ?');
  const remove = db.prepare('DELETE FROM orgs WHERE org_id = ?');

  const createAll = db.transaction((org: OrgRecord, license: LicenseRecord, policy: PolicyRecord) => {
    insertOrg.run(org.orgId, org.name, org.slug, JSON.stringify(org.settings), org.createdAt, org.updatedAt);
    insertLicense(db, license);
    insertPolicy(db, policy);
  });

  const find = (idOrSlug: string): OrgRecord | null => {
    const row = (byId.get(idOrSlug) ?? bySlug.get(idOrSlug)) as OrgRow | undefined;
    return row ? toOrg(row) : null;
  };

  return {
    async createWithDefaults(org, license, policy) {
      createAll(org, license, policy);
    },
    async find(idOrSlug) {
      return find(idOrSlug);
    },
    async list({ limit, offset }, onlyOrgId) {
      if (onlyOrgId !== undefined) {
        const org = find(onlyOrgId);
        const items = org && offset === 0 && limit > 0 ? [org] : [];
        return { items, total: org ? 1 : 0 };
      }
      const rows = page.all(limit, offset) as OrgRow[];
      return { items: rows.map(toOrg), total: (count.get() as { n: number }).n };
    },
    async update(orgId, changes) {
      const current = byId.get(orgId) as OrgRow | undefined;
      if (!current) return null;
      const name = changes.name ?? current.name;
      const settings = changes.settings ?? JSON.parse(current.settings);
      update.run(name, JSON.stringify(settings), changes.updatedAt, orgId);
      return toOrg(byId.get(orgId) as OrgRow);
    },
    async delete(orgId) {
      return remove.run(orgId).changes > 0;
    },
  };
}
