import { type OrgRow, toOrg } from '../rows.js';
import type { OrgStore } from '../types.js';
import { changed, first, rows, transaction, type Db } from './db.js';
import { insertLicense } from './licenses.js';
import { insertPolicy } from './policies.js';

export function postgresOrgStore(db: Db): OrgStore {
  const byId = (orgId: string) => first<OrgRow>(db, 'SELECT * FROM orgs WHERE org_id = $1', [orgId]);
  const find = async (idOrSlug: string) => {
    const row = (await byId(idOrSlug)) ?? (await first<OrgRow>(db, 'SELECT * FROM orgs WHERE slug = $1', [idOrSlug]));
    return row ? toOrg(row) : null;
  };
  return {
    async createWithDefaults(org, license, policy) {
      await transaction(db, async (tx) => {
        await tx.query('INSERT INTO orgs (org_id, name, slug, settings, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6)', [
          org.orgId, org.name, org.slug, JSON.stringify(org.settings), org.createdAt, org.updatedAt,
        ]);
        await insertLicense(tx, license);
        await insertPolicy(tx, policy);
      });
    },
    find,
    async list({ limit, offset }, onlyOrgId) {
      if (onlyOrgId !== undefined) {
        const org = await find(onlyOrgId);
        const items = org && offset === 0 && limit > 0 ? [org] : [];
        return { items, total: org ? 1 : 0 };
      }
      const items = await rows<OrgRow>(db, 'SELECT * FROM orgs ORDER BY created_at, org_id LIMIT $1 OFFSET $2', [limit, offset]);
      const count = await first<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM orgs');
      return { items: items.map(toOrg), total: count?.n ?? 0 };
    },
    async update(orgId, changes) {
      // One statement: a concurrent update of the other field is never undone.
      const row = await first<OrgRow>(
        db,
        `UPDATE orgs SET name = COALESCE($1, name), settings = COALESCE($2, settings), updated_at = $3
         WHERE org_id = $4 RETURNING *`,
        [changes.name ?? null, changes.settings === undefined ? null : JSON.stringify(changes.settings), changes.updatedAt, orgId],
      );
      return row ? toOrg(row) : null;
    },
    async delete(orgId) {
      return (await changed(db, 'DELETE FROM orgs WHERE org_id = $1', [orgId])) > 0;
    },
  };
}
