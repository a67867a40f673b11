import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { announce, emptyState, formatDateTime, h } from './dom.js';
import { busy, clearErrors, field, formStatus, inputValue, reportError, showError } from './forms.js';
import { licensePanel } from './license-panel.js';
import { managementKeysPanel } from './management-keys.js';
import { orgSettingsForm } from './org-settings.js';
import { secretBox } from './secret-box.js';
import type { CreatedOrg, Org } from './types.js';

/** One-time keys of a just-created organization; selecting it re-renders, and that render shows them once. */
let justCreated: HTMLElement | null = null;

function orgTable(ctx: ViewContext): HTMLElement {
  return h(
    'table',
    {},
    h('caption', {}, 'Organizations you can manage'),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Name'), h('th', { scope: 'col' }, 'Slug'), h('th', { scope: 'col' }, 'Region'), h('th', { scope: 'col' }, 'Retention'), h('th', { scope: 'col' }, 'Created'))),
    h(
      'tbody',
      {},
      ctx.orgs.map((o) =>
        h(
          'tr',
          { 'aria-current': o.org_id === ctx.org?.org_id ? 'true' : null },
          h('td', {}, h('button', { type: 'button', class: 'link', onclick: () => ctx.selectOrg(o.org_id) }, o.name)),
          h('td', {}, o.slug),
          h('td', {}, o.settings.data_region ?? '—'),
          h('td', {}, o.settings.retention_mode ?? 'METADATA'),
          h('td', {}, formatDateTime(o.created_at)),
        ),
      ),
    ),
  );
}

/** Administrator only: a new organization comes with a trial license and a default policy group. */
function createOrgForm(ctx: ViewContext): HTMLElement {
  const form: HTMLFormElement = h(
    'form',
    {
      class: 'card',
      novalidate: true,
      'aria-labelledby': 'create-org-heading',
      onsubmit: (event: Event) => {
        event.preventDefault();
        clearErrors(form);
        const slug = inputValue(form, 'slug').trim();
        void busy(form, async () => {
          try {
            const org = await ctx.api.post<CreatedOrg>('/api/orgs', { name: inputValue(form, 'name').trim(), ...(slug ? { slug } : {}) });
            justCreated = h(
              'section',
              { class: 'card created', 'aria-label': 'New keys' },
              h('h2', {}, `Created ${org.name}`),
              secretBox('License key', org.license_key),
              secretBox('Default policy API key', org.default_policy.api_key),
            );
            await ctx.reloadOrgs();
            ctx.selectOrg(org.org_id);
            announce(`Organization ${org.name} created`);
          } catch (error) {
            showError(form, error);
          }
        });
      },
    },
    h('h2', { id: 'create-org-heading' }, 'New organization'),
    field('Name', h('input', { name: 'name', required: true, autocomplete: 'off' })),
    field('Slug (optional)', h('input', { name: 'slug', autocomplete: 'off' }), 'Lower-case letters, digits and hyphens; made from the name when empty.'),
    formStatus(),
    h('button', { type: 'submit', class: 'primary' }, 'Create organization'),
  );
  return form;
}

/** Administrator only: deleting removes the organization with its policies, keys, licenses and audit log. */
function deleteOrgPanel(ctx: ViewContext, org: Org): HTMLElement {
  const remove = () =>
    ctx.api.delete(orgPath(org.org_id))
      .then(async () => {
        announce(`Organization ${org.name} deleted`);
        await ctx.reloadOrgs();
        ctx.refresh();
      })
      .catch((error) => reportError(error, remove));
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'delete-org-heading' },
    h('h2', { id: 'delete-org-heading' }, 'Delete organization'),
    h('p', {}, 'Removes its policies, keys, licenses, forwarding destinations and audit log. This cannot be undone.'),
    h('button', {
      type: 'button',
      class: 'danger',
      onclick: () => {
        if (confirm(`Delete ${org.name} and everything it holds? This cannot be undone.`)) void remove();
      },
    }, `Delete ${org.name}`),
  );
}

export async function organizationsView(ctx: ViewContext): Promise<HTMLElement> {
  const createdKeys = justCreated;
  justCreated = null;
  const org = ctx.org;
  return h(
    'div',
    { class: 'view' },
    h('h1', { tabindex: '-1' }, 'Organizations'),
    createdKeys,
    h('div', { class: 'grid' },
      h('section', { class: 'card', 'aria-label': 'Organization list' }, ctx.orgs.length
        ? orgTable(ctx)
        : emptyState('No organizations yet. An organization holds policies, keys, its license and its audit log.', {
            label: 'Create the first one',
            onclick: () => document.querySelector<HTMLElement>('form[aria-labelledby="create-org-heading"] input')?.focus(),
          })),
      ctx.isAdministrator ? createOrgForm(ctx) : null,
    ),
    org
      ? h('div', { class: 'grid' }, orgSettingsForm(ctx, org, () => void ctx.reloadOrgs().then(() => ctx.selectOrg(org.org_id))), await licensePanel(ctx, org.org_id))
      : null,
    org && ctx.isAdministrator
      ? h('div', { class: 'grid' }, await managementKeysPanel(ctx, org.org_id), deleteOrgPanel(ctx, org))
      : null,
  );
}
