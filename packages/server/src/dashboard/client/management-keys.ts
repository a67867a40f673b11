import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { announce, formatDateTime, h, replaceChildren } from './dom.js';
import { busy, clearErrors, field, formStatus, inputValue, reportError, showError } from './forms.js';
import { secretBox } from './secret-box.js';
import type { ManagementKey } from './types.js';

/**
 * Administrator only: the organization's management keys (prefixes only), issuing one (shown
 * once, for the organization's own administrators to sign in with) and revoking one.
 */
export async function managementKeysPanel(ctx: ViewContext, orgId: string): Promise<HTMLElement> {
  const path = orgPath(orgId, 'api-keys');
  const list = h('div');
  const issued = h('div', { 'aria-live': 'polite' });
  const load = async () => {
    const { items } = await ctx.api.get<{ items: ManagementKey[] }>(path);
    replaceChildren(
      list,
      items.length
        ? h('ul', { class: 'keys' }, items.map((k) =>
            h('li', { class: 'row spread' },
              h('span', {}, h('strong', {}, k.name), ' ', h('code', {}, `${k.key_prefix}…`), ` · issued ${formatDateTime(k.created_at)}`),
              h('button', {
                type: 'button',
                class: 'danger',
                onclick: () => {
                  if (!confirm(`Revoke the management key "${k.name}"? Whoever signs in with it is refused at once.`)) return;
                  const revoke = () =>
                    ctx.api.delete(`${path}/${encodeURIComponent(k.key_id)}`)
                      .then(() => announce(`Management key ${k.name} revoked`))
                      .then(load)
                      .catch((error) => reportError(error, revoke));
                  void revoke();
                },
              }, `Revoke ${k.name}`),
            ),
          ))
        : h('p', {}, 'No management keys yet: only the administrator key can manage this organization.'),
    );
  };
  const form: HTMLFormElement = h(
    'form',
    {
      class: 'inline-form',
      novalidate: true,
      'aria-label': 'Issue a management key',
      onsubmit: (event: Event) => {
        event.preventDefault();
        clearErrors(form);
        void busy(form, async () => {
          try {
            const key = await ctx.api.post<ManagementKey>(path, { name: inputValue(form, 'name').trim() || undefined });
            form.reset();
            replaceChildren(issued, secretBox(`Management key "${key.name}"`, key.api_key ?? ''));
            announce(`Management key ${key.name} issued`);
            await load();
          } catch (error) {
            showError(form, error);
          }
        });
      },
    },
    field('Key name', h('input', { name: 'name', autocomplete: 'off', placeholder: 'e.g. Security team' })),
    formStatus(),
    h('button', { type: 'submit' }, 'Issue management key'),
  );
  await load();
  return h('section', { class: 'card', 'aria-labelledby': 'keys-heading' }, h('h2', { id: 'keys-heading' }, 'Management keys'), list, form, issued);
}
