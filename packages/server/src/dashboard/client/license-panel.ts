import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { announce, formatDateTime, formatNumber, h } from './dom.js';
import { reportError } from './forms.js';
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

/** Administrator only: revoking stops the license's key and every policy of it at once. */
function revokeButton(ctx: ViewContext, license: License): HTMLElement {
  const revoke = () =>
    ctx.api.post(`/api/licenses/${encodeURIComponent(license.license_id)}/revoke`)
      .then(() => {
        announce('License revoked');
        ctx.refresh();
      })
      .catch((error) => reportError(error, revoke));
  return h('button', {
    type: 'button',
    class: 'danger',
    onclick: () => {
      if (confirm(`Revoke the license ${license.key_prefix}…? Its key and every policy key under it stop working at once.`)) void revoke();
    },
  }, 'Revoke license');
}

function licenseCard(ctx: ViewContext, license: License): HTMLElement {
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
    ctx.isAdministrator && license.status === 'active' ? revokeButton(ctx, license) : null,
  );
}

/** The organization's licenses: type, status, expiry and this month's checks against the quota. */
export async function licensePanel(ctx: ViewContext, orgId: string): Promise<HTMLElement> {
  const { items } = await ctx.api.get<{ items: License[] }>(orgPath(orgId, 'licenses'));
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'license-heading' },
    h('h2', { id: 'license-heading' }, 'License'),
    items.length ? items.map((l) => licenseCard(ctx, l)) : h('p', {}, 'This organization has no license.'),
  );
}
