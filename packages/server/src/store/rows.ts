import type { ApiKeyRecord, OrgRecord } from './types.js';

/**
 * Rows both databases return in the same shape (the same columns, settings as JSON text), and the
 * records they map to: one mapping for SQLite and PostgreSQL alike.
 */

export interface ApiKeyRow {
  key_id: string;
  org_id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  created_at: string;
}

export const toApiKey = (row: ApiKeyRow): ApiKeyRecord => ({
  keyId: row.key_id,
  orgId: row.org_id,
  name: row.name,
  keyHash: row.key_hash,
  keyPrefix: row.key_prefix,
  createdAt: row.created_at,
});

export interface OrgRow {
  org_id: string;
  name: string;
  slug: string;
  settings: string;
  created_at: string;
  updated_at: string;
}

export const toOrg = (row: OrgRow): OrgRecord => ({
  orgId: row.org_id,
  name: row.name,
  slug: row.slug,
  settings: JSON.parse(row.settings),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
