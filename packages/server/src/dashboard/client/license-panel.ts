import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { formatDateTime, formatNumber, h } from './dom.js';
import type { License } from './types.js';

function usage(license: License): HTMLElement {
  const used = license.checks_this_month;
  const quota = license.max_checks_per_month;
  if (quota === null) return h('p', {}, `${formatNumber(used)} checks this month (no monthly limit)`);
  const label = `${formatNumber(used)} of ${formatNumber(quota)} checks used this month`;
  return h(
    'div',
    { class: 'usage' },
    h('p', {}, label),
    h('meter', { min: 0, max: quota, value: Math.min(used, quota), low: quota * 0.8, high: quota * 0.95, optimum: 0, 'aria-label': label }),
  );
}

function licenseCard(license: License): HTMLElement {
  return h(
    'article',
    { class: 'license', 'aria-label': `License ${license.key_prefix}` },
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'Type'),
      h('dd', {}, license.license_type),
      h('dt', {}, 'Status'),
      h('dd', {}, h('span', { class: `pill pill-${license.status}` }, license.status)),
      h('dt', {}, 'Expires'),
      h('dd', {}, formatDateTime(license.expires_at)),
      h('dt', {}, 'Key'),
      h('dd', {}, h('code', {}, `${license.key_prefix}…`)),
    ),
    usage(license),
  );
}

/** The organization's licenses: type, status, expiry and this month's checks against the quota. */
export async function licensePanel(ctx: ViewContext, orgId: string): Promise<HTMLElement> {
  const { items } = await ctx.api.get<{ items: License[] }>(orgPath(orgId, 'licenses'));
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'license-heading' },
    h('h2', { id: 'license-heading' }, 'License'),
    items.length ? items.map(licenseCard) : h('p', {}, 'This organization has no license.'),
  );
}
