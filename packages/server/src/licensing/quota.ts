import type { DomainDeps } from '../domain/context.js';
import type { CheckContent, EngineResult } from '../domain/engine.js';
import { ApiError } from '../http/errors.js';
import type { AuditRecord, LicenseRecord } from '../store/types.js';
import { monthOf, secondsUntilNextMonth, startOfNextMonth } from './month.js';

/** 429 with Retry-After pointing at the start of the next month (UTC), when the allowance renews. */
export class QuotaExceededError extends ApiError {
  /** `outcome`: what became of the request (the rejected check's id, a batch's event ids). */
  constructor(limit: number, now: Date, outcome: Record<string, unknown>) {
    super(
      'QUOTA_EXCEEDED',
      `The license's monthly allowance of ${limit} checks is used up`,
      { limit, resets_at: startOfNextMonth(now).toISOString(), ...outcome },
      { 'Retry-After': String(secondsUntilNextMonth(now)) },
    );
    this.name = 'QuotaExceededError';
  }
}

export const REJECTED_SUMMARY = 'Not checked: the monthly check allowance of the license is used up';

/**
 * Refuses a check before any scanning when the license's monthly allowance is already used up:
 * audits it as REJECTED (built by `rejected`, so it is forwarded like any other) and throws
 * QuotaExceededError. The rejected row is not counted.
 */
export async function refuseWhenUsedUp(
  deps: Pick<DomainDeps, 'store' | 'clock'>,
  license: LicenseRecord,
  rejected: () => AuditRecord,
): Promise<void> {
  const limit = license.maxChecksPerMonth;
  if (limit === null) return;
  const now = deps.clock.now();
  if ((await deps.store.licenses.checksUsed(license.licenseId, monthOf(now))) < limit) return;
  const record = rejected();
  await deps.store.audit.recordCheck(record);
  throw new QuotaExceededError(limit, now, { preflight_id: record.preflightId });
}

/**
 * Records a check counted against the license's monthly allowance in the audit row's own
 * transaction (atomic against the limit, across processes too). When concurrent checks used
 * the allowance up meanwhile, the check is audited as REJECTED instead and QuotaExceededError thrown.
 */
export async function recordCountedCheck(
  deps: Pick<DomainDeps, 'store' | 'clock'>,
  license: LicenseRecord,
  record: AuditRecord,
  rejected: () => AuditRecord,
): Promise<void> {
  const now = deps.clock.now();
  let refused: AuditRecord | null = null;
  const counted = await deps.store.audit.recordCheck(record, {
    licenseId: license.licenseId,
    month: monthOf(now),
    limit: license.maxChecksPerMonth,
    rejected: () => (refused = rejected()),
  });
  if (!counted) {
    throw new QuotaExceededError(license.maxChecksPerMonth ?? 0, now, { preflight_id: (refused as AuditRecord | null)?.preflightId });
  }
}

/** The engine-shaped outcome of a check the quota refused: nothing was scanned. */
export function rejectedResult(content: CheckContent): EngineResult {
  return {
    decision: 'REJECTED',
    summary: REJECTED_SUMMARY,
    detected: [],
    maskedContent: null,
    maskedFile: null,
    inputSizeBytes: content.kind === 'file' ? content.bytes.byteLength : new TextEncoder().encode(content.text).byteLength,
    vault: {},
  };
}
