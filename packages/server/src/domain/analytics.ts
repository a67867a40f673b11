import type { DayRange, DayTotals, OrgRecord } from '../store/types.js';
import type { DomainDeps } from './context.js';
import { typeLabel } from './engine.js';

export const PERIODS = ['7d', '30d', '90d'] as const;
export type Period = (typeof PERIODS)[number];

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<Period, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The period's whole UTC days, ending today. */
export function periodRange(period: Period, now: Date): DayRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = today - (PERIOD_DAYS[period] - 1) * DAY_MS;
  return { fromDate: isoDay(from), toDate: isoDay(today) };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;

export interface Summary {
  total_checks: number;
  bytes_protected: number;
  allowed: number;
  masked: number;
  blocked: number;
  safe_share_rate: number;
  prevented_exposures: number;
  rejected: number;
  from_date: string;
  to_date: string;
}

/**
 * bytes_protected: bytes of checked content. safe_share_rate: (allowed + masked) / total × 100,
 * 0 when there were no checks. prevented_exposures: findings in checks that were masked or blocked.
 * rejected: checks the monthly quota refused; never checked, so outside every other figure.
 */
function summarize(days: DayTotals[], range: DayRange): Summary {
  const sum = (pick: (d: DayTotals) => number) => days.reduce((acc, d) => acc + pick(d), 0);
  const total = sum((d) => d.checks);
  const allowed = sum((d) => d.allowed);
  const masked = sum((d) => d.masked);
  return {
    total_checks: total,
    bytes_protected: sum((d) => d.bytes),
    allowed,
    masked,
    blocked: sum((d) => d.blocked),
    safe_share_rate: total === 0 ? 0 : round2(((allowed + masked) / total) * 100),
    prevented_exposures: sum((d) => d.preventedExposures),
    rejected: sum((d) => d.rejected),
    from_date: range.fromDate,
    to_date: range.toDate,
  };
}

export async function orgSummary(deps: DomainDeps, org: OrgRecord, period: Period) {
  const range = periodRange(period, deps.clock.now());
  const days = await deps.store.analytics.dailyTotals(range, org.orgId);
  return { org_id: org.orgId, org_name: org.name, ...summarize(days, range) };
}

export async function platformSummary(deps: DomainDeps, period: Period) {
  const range = periodRange(period, deps.clock.now());
  const [days, orgs] = await Promise.all([
    deps.store.analytics.dailyTotals(range),
    deps.store.orgs.list({ limit: 0, offset: 0 }),
  ]);
  return { organizations: orgs.total, ...summarize(days, range) };
}

/** One entry per day of the period, zeros included, oldest first. */
export async function orgTimeseries(deps: DomainDeps, org: OrgRecord, period: Period) {
  const range = periodRange(period, deps.clock.now());
  const byDay = new Map((await deps.store.analytics.dailyTotals(range, org.orgId)).map((d) => [d.date, d]));
  const data = [];
  for (let ms = Date.parse(range.fromDate); ms <= Date.parse(range.toDate); ms += DAY_MS) {
    const date = isoDay(ms);
    const d = byDay.get(date);
    data.push({
      date,
      checks_total: d?.checks ?? 0,
      allowed: d?.allowed ?? 0,
      masked: d?.masked ?? 0,
      blocked: d?.blocked ?? 0,
      bytes_processed: d?.bytes ?? 0,
      rejected: d?.rejected ?? 0,
    });
  }
  return { org_id: org.orgId, period, data };
}

/** Findings per detected type over the period; percentages of all findings, two decimals. */
export async function orgDetections(deps: DomainDeps, org: OrgRecord, period: Period) {
  const range = periodRange(period, deps.clock.now());
  const counts = await deps.store.analytics.detectionCounts(range, org.orgId);
  const total = counts.reduce((acc, c) => acc + c.count, 0);
  return {
    org_id: org.orgId,
    total_detections: total,
    types: counts.map((c) => ({
      type: c.type,
      label: typeLabel(c.type),
      count: c.count,
      percentage: total === 0 ? 0 : round2((c.count / total) * 100),
    })),
    from_date: range.fromDate,
    to_date: range.toDate,
  };
}
