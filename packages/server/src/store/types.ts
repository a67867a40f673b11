import type { ForwardingStore } from '../forwarding/types.js';
import type { SigningKeyStore } from '../licensing/types.js';

/**
 * The storage contract. Every method is async so a networked database (PostgreSQL) can sit
 * behind the same interface as the embedded SQLite one. Timestamps are ISO 8601 UTC strings.
 */

export type RetentionMode = 'FULL' | 'METADATA';
export type DataRegion = 'EU' | 'US' | 'APAC';

export interface OrgSettings {
  primary_color?: string;
  admin_email?: string;
  data_region?: DataRegion;
  retention_mode?: RetentionMode;
}

export interface OrgRecord {
  orgId: string;
  name: string;
  slug: string;
  settings: OrgSettings;
  createdAt: string;
  updatedAt: string;
}

export type LicenseType = 'trial' | 'standard' | 'enterprise';
export type LicenseStatus = 'active' | 'revoked';

export interface LicenseRecord {
  licenseId: string;
  orgId: string;
  keyHash: string;
  keyPrefix: string;
  licenseType: LicenseType;
  status: LicenseStatus;
  expiresAt: string;
  /** null: unlimited. */
  maxChecksPerMonth: number | null;
  /** policy_id of the license's default policy group. */
  defaultPolicyGroup: string;
  createdAt: string;
  updatedAt: string;
}

export interface PolicyRecord {
  policyId: string;
  orgId: string;
  licenseId: string;
  name: string;
  isActive: boolean;
  /** The validated policy document as core parses it (rules carry ids). */
  definition: unknown;
  policyVersion: string;
  keyHash: string;
  keyPrefix: string;
  createdAt: string;
  updatedAt: string;
}

export interface ApiKeyRecord {
  keyId: string;
  orgId: string;
  name: string;
  keyHash: string;
  keyPrefix: string;
  createdAt: string;
}

export interface Page {
  limit: number;
  offset: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

export interface OrgStore {
  /** Creates the organization, its trial license and its default policy in one transaction. */
  createWithDefaults(org: OrgRecord, license: LicenseRecord, policy: PolicyRecord): Promise<void>;
  /** By id, or by slug when no id matches. */
  find(idOrSlug: string): Promise<OrgRecord | null>;
  list(page: Page, onlyOrgId?: string): Promise<Paged<OrgRecord>>;
  update(orgId: string, changes: { name?: string; settings?: OrgSettings; updatedAt: string }): Promise<OrgRecord | null>;
  /** Deletes the organization and everything it owns. */
  delete(orgId: string): Promise<boolean>;
}

export interface PolicyStore {
  insert(policy: PolicyRecord): Promise<void>;
  get(policyId: string): Promise<PolicyRecord | null>;
  findByKeyHash(keyHash: string): Promise<PolicyRecord | null>;
  listByOrg(orgId: string, page: Page): Promise<Paged<PolicyRecord>>;
  update(policy: PolicyRecord): Promise<void>;
  delete(policyId: string): Promise<boolean>;
}

export interface ApiKeyStore {
  insert(key: ApiKeyRecord): Promise<void>;
  findByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  listByOrg(orgId: string): Promise<ApiKeyRecord[]>;
  delete(orgId: string, keyId: string): Promise<boolean>;
}

export interface LicenseChanges {
  licenseType?: LicenseType;
  expiresAt?: string;
  maxChecksPerMonth?: number | null;
  updatedAt: string;
}

export interface LicenseStore {
  get(licenseId: string): Promise<LicenseRecord | null>;
  findByKeyHash(keyHash: string): Promise<LicenseRecord | null>;
  listByOrg(orgId: string): Promise<LicenseRecord[]>;
  /** Inserts a license together with its default policy group, in one transaction. */
  insertWithPolicy(license: LicenseRecord, defaultPolicy: PolicyRecord): Promise<void>;
  update(licenseId: string, changes: LicenseChanges): Promise<LicenseRecord | null>;
  /** Marks the license revoked and deactivates every policy of it, in one transaction. */
  revoke(licenseId: string, at: string): Promise<boolean>;
  /**
   * Counts one check in `month` (YYYY-MM, UTC) unless `limit` checks are counted already (null:
   * unlimited). Atomic, so concurrent checks at the limit never overshoot it.
   */
  consumeCheck(licenseId: string, month: string, limit: number | null): Promise<boolean>;
  /** Gives back a check counted for a request that failed before it was recorded. */
  releaseCheck(licenseId: string, month: string): Promise<void>;
  checksUsed(licenseId: string, month: string): Promise<number>;
}

export interface DetectedCount {
  type: string;
  count: number;
  /** Partially masked excerpt; null under METADATA retention. */
  sample: string | null;
}

/** REJECTED: not checked because the license's monthly quota was used up (audited, never counted). */
export type Decision = 'ALLOWED' | 'ALLOWED_WITH_MASKING' | 'BLOCKED' | 'REJECTED';

/** One check as stored. Content fields are null under METADATA retention. */
export interface AuditRecord {
  preflightId: string;
  orgId: string;
  policyId: string;
  policyName: string;
  policyVersion: string;
  destination: string;
  decision: Decision;
  summary: string;
  /** `chat`: the messages of a model call the gateway guarded. */
  inputType: 'text' | 'file' | 'chat';
  sourceType: string;
  actorId: string;
  inputSizeBytes: number;
  detected: DetectedCount[];
  content: string | null;
  maskedContent: string | null;
  maskedFile: { bytes: Uint8Array; mediaType: string; extension: string } | null;
  createdAt: string;
}

export interface AuditListItem {
  preflightId: string;
  createdAt: string;
  destination: string;
  decision: Decision;
  summary: string;
  policyVersion: string;
  policyName: string;
  orgId: string;
  orgName: string;
}

export interface AuditFilter {
  orgId?: string;
  search?: string;
  /** Inclusive lower bound, ISO timestamp. */
  from?: string;
  /** Exclusive upper bound, ISO timestamp. */
  to?: string;
  /** Facets: exact values. */
  decision?: string;
  destination?: string;
  /** A detected type (e.g. EMAIL) among the check's findings. */
  detectedType?: string;
  sourceType?: string;
}

/** Where a keyset page starts: just after (older than) this row, newest first. */
export interface AuditPosition {
  createdAt: string;
  preflightId: string;
}

export interface AuditQuery extends AuditFilter, Page {
  /** Keyset paging: the page starts after this row (offset is then 0); `total` still counts the whole filter. */
  after?: AuditPosition;
}

/** One check's metadata for an export: never content, masked content or samples. */
export interface AuditExportRow extends AuditListItem {
  inputType: string;
  sourceType: string;
  inputSizeBytes: number;
  detected: { type: string; count: number }[];
}

/** Counts a check against its license's monthly allowance in the audit row's own transaction. */
export interface QuotaCharge {
  licenseId: string;
  /** YYYY-MM (UTC). */
  month: string;
  /** null: unlimited. */
  limit: number | null;
  /** Built only when the allowance is used up: the row recorded instead (decision REJECTED). */
  rejected(): AuditRecord;
}

export interface AuditStore {
  /**
   * Writes the audit row, its analytics counters and its forwarding jobs in one transaction.
   * With a `charge`, the check is counted in that same transaction, atomically against the
   * limit; past it, `charge.rejected()` is written instead and the answer is false.
   */
  recordCheck(record: AuditRecord, charge?: QuotaCharge): Promise<boolean>;
  get(preflightId: string): Promise<AuditRecord | null>;
  list(query: AuditQuery): Promise<Paged<AuditListItem>>;
  /** Every matching check, newest first, in batches, so an export never holds the whole log. */
  exportRows(filter: AuditFilter, batchSize: number): AsyncIterable<AuditExportRow[]>;
}

export interface DayTotals {
  /** YYYY-MM-DD (UTC). */
  date: string;
  checks: number;
  allowed: number;
  masked: number;
  blocked: number;
  bytes: number;
  preventedExposures: number;
  /** Checks the monthly quota refused (REJECTED); not part of `checks`. */
  rejected: number;
}

export interface DayRange {
  /** Inclusive, YYYY-MM-DD. */
  fromDate: string;
  /** Inclusive, YYYY-MM-DD. */
  toDate: string;
}

export interface AnalyticsStore {
  /** Totals per day that has checks; `orgId` undefined sums every organization. */
  dailyTotals(range: DayRange, orgId?: string): Promise<DayTotals[]>;
  detectionCounts(range: DayRange, orgId: string): Promise<{ type: string; count: number }[]>;
}

/** Named values created once per deployment (the administrator key's hash, the masking key). */
export interface ServerSecretStore {
  get(name: string): Promise<string | null>;
  /** Stores the value unless the name exists; returns the stored value, so concurrent first starts agree. */
  setIfAbsent(name: string, value: string, createdAt: string): Promise<string>;
}

/** Requests counted per key and fixed time window, for the rate limit. */
export interface RateLimitStore {
  /** Counts one request of `key` in the window starting at `windowStartMs`; returns the window's count including it. */
  hit(key: string, windowStartMs: number, windowMs: number): Promise<number>;
}

/**
 * A user's report that a decision was wrong, made where the decision was made (an SDK, the
 * browser extension): metadata only, as an audit event is.
 */
export interface FalsePositiveRecord {
  /** Derived from the organization and the client's report id, so a retried report is stored once. */
  reportId: string;
  orgId: string;
  licenseId: string;
  /** When the user reported it. */
  reportedAt: string;
  decision: Exclude<Decision, 'REJECTED'>;
  policyId: string;
  policyVersion: string;
  sourceType: string;
  actorId: string;
  findingCountsByType: Record<string, number>;
  /** The user's words, scanned before storing: nothing a detector finds. */
  note: string | null;
  createdAt: string;
}

export interface FalsePositiveStore {
  /** Stores the report unless one with its id exists; true when stored. */
  insert(report: FalsePositiveRecord): Promise<boolean>;
  /** Newest report first. */
  listByOrg(orgId: string, page: Page): Promise<Paged<FalsePositiveRecord>>;
}

export interface Store {
  orgs: OrgStore;
  policies: PolicyStore;
  apiKeys: ApiKeyStore;
  licenses: LicenseStore;
  audit: AuditStore;
  analytics: AnalyticsStore;
  secrets: ServerSecretStore;
  forwarding: ForwardingStore;
  signingKeys: SigningKeyStore;
  rateLimits: RateLimitStore;
  falsePositives: FalsePositiveStore;
  /**
   * Changes whenever this process deletes or changes an organization, license, policy or
   * management key, so credential lookups can be cached until then (see auth/authenticate.ts).
   */
  credentialsVersion(): number;
  /**
   * Changes whenever another connection (another server process, a tool) commits to the
   * database; this process's own writes leave it alone. With credentialsVersion it tells when
   * nothing at all can have changed since a lookup.
   */
  dataVersion(): number;
  /** Cheap query proving the database answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A check's organization was deleted while the check ran: nothing of the check is recorded (answered 404). */
export class OrgDeletedError extends Error {
  readonly code = 'NOT_FOUND';

  constructor() {
    super('Organization not found: it was deleted while the check ran');
  }
}
