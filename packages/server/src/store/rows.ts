import type { ApiKeyRecord, DayTotals, FalsePositiveRecord, LicenseRecord, OrgRecord } from './types.js';

/**
 * Rows both databases return in the same shape (the same columns, settings as JSON text), and the
 * records they map to: one mapping for SQLite and PostgreSQL alike. Rows whose columns differ
 * between the two (booleans, JSON columns) stay with their store.
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

export interface LicenseRow {
  license_id: string;
  org_id: string;
  key_hash: string;
  key_prefix: string;
  license_type: LicenseRecord['licenseType'];
  status: LicenseRecord['status'];
  expires_at: string;
  max_checks_per_month: number | null;
  default_policy_group: string;
  created_at: string;
  updated_at: string;
}

export interface DayRow {
  day: string;
  checks: number;
  allowed: number;
  masked: number;
  blocked: number;
  bytes: number;
  prevented_exposures: number;
  rejected: number;
}

export const toTotals = (row: DayRow): DayTotals => ({
  date: row.day,
  checks: row.checks,
  allowed: row.allowed,
  masked: row.masked,
  blocked: row.blocked,
  bytes: row.bytes,
  preventedExposures: row.prevented_exposures,
  rejected: row.rejected,
});

/** The columns a sum over days of the daily counters reads, named as DayRow names them. */
export const SUMS = `SUM(checks) AS checks, SUM(allowed) AS allowed, SUM(masked) AS masked, SUM(blocked) AS blocked,
  SUM(bytes) AS bytes, SUM(prevented_exposures) AS prevented_exposures, SUM(rejected) AS rejected`;

export interface FalsePositiveRow {
  report_id: string;
  org_id: string;
  license_id: string;
  reported_at: string;
  decision: FalsePositiveRecord['decision'];
  policy_id: string;
  policy_version: string;
  source_type: string;
  actor_id: string;
  /** JSON text in both databases. */
  finding_counts_by_type: string;
  note: string | null;
  created_at: string;
}

export const toFalsePositive = (row: FalsePositiveRow): FalsePositiveRecord => ({
  reportId: row.report_id,
  orgId: row.org_id,
  licenseId: row.license_id,
  reportedAt: row.reported_at,
  decision: row.decision,
  policyId: row.policy_id,
  policyVersion: row.policy_version,
  sourceType: row.source_type,
  actorId: row.actor_id,
  findingCountsByType: JSON.parse(row.finding_counts_by_type) as Record<string, number>,
  note: row.note,
  createdAt: row.created_at,
});

/** The columns `falsePositiveValues` fills, in its order, for both databases. */
export const FALSE_POSITIVE_COLUMNS =
  'report_id, org_id, license_id, reported_at, decision, policy_id, policy_version, source_type, actor_id, finding_counts_by_type, note, created_at';

/** The columns in insert order, for both databases. */
export const falsePositiveValues = (r: FalsePositiveRecord) => [
  r.reportId,
  r.orgId,
  r.licenseId,
  r.reportedAt,
  r.decision,
  r.policyId,
  r.policyVersion,
  r.sourceType,
  r.actorId,
  JSON.stringify(r.findingCountsByType),
  r.note,
  r.createdAt,
];
