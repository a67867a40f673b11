import { orgPath } from './api.js';
import { horizontalBars, stackedBars } from './charts.js';
import type { ViewContext } from './context.js';
import { formatBytes, formatNumber, h, needsOrganization } from './dom.js';
import type { Detections, OrgAnalytics, Timeseries } from './types.js';

const PERIODS = ['7d', '30d', '90d'] as const;
type Period = (typeof PERIODS)[number];

/** The period chosen last, kept while the page is open. */
let period: Period = '30d';

const DECISION_SERIES = [
  { key: 'allowed', label: 'Allowed', colour: '--allowed' },
  { key: 'masked', label: 'Masked', colour: '--masked' },
  { key: 'blocked', label: 'Blocked', colour: '--blocked' },
];

function figure(label: string, value: string): HTMLElement {
  return h('div', { class: 'figure' }, h('dt', {}, label), h('dd', {}, value));
}

function periodSwitch(rerender: () => void): HTMLElement {
  return h(
    'div',
    { class: 'segmented', role: 'group', 'aria-label': 'Period' },
    PERIODS.map((p) =>
      h('button', {
        type: 'button',
        'aria-pressed': String(p === period),
        onclick: () => {
          period = p;
          rerender();
        },
      }, `Last ${p.replace('d', ' days')}`),
    ),
  );
}

/** Headline figures, checks over time by decision and detections by type, for 7, 30 or 90 days. */
export async function analyticsView(ctx: ViewContext): Promise<HTMLElement> {
  const org = ctx.org;
  if (!org) return needsOrganization('Analytics');
  const [summary, series, detections] = await Promise.all([
    ctx.api.get<OrgAnalytics>(orgPath(org.org_id, 'analytics'), { period }),
    ctx.api.get<Timeseries>(orgPath(org.org_id, 'analytics', 'timeseries'), { period }),
    ctx.api.get<Detections>(orgPath(org.org_id, 'analytics', 'detections'), { period }),
  ]);
  return h(
    'div',
    { class: 'view' },
    h('h1', { tabindex: '-1' }, 'Analytics'),
    h('div', { class: 'row wrap spread' },
      h('p', {}, `${summary.org_name}, ${summary.from_date} to ${summary.to_date}`),
      periodSwitch(() => ctx.refresh()),
    ),
    h('dl', { class: 'figures' },
      figure('Checks', formatNumber(summary.total_checks)),
      figure('Safe-share rate', `${summary.safe_share_rate.toFixed(1)} %`),
      figure('Prevented exposures', formatNumber(summary.prevented_exposures)),
      figure('Bytes protected', formatBytes(summary.bytes_protected)),
    ),
    h('div', { class: 'grid' },
      h('section', { class: 'card' }, stackedBars('Checks per day by decision', series.data, 'date', DECISION_SERIES)),
      h('section', { class: 'card' }, horizontalBars(
        `Detections by type (${formatNumber(detections.total_detections)} in all)`,
        detections.types.map((t) => ({ label: t.label, value: t.count, note: `${t.percentage} %` })),
      )),
    ),
  );
}
