import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { announce, h } from './dom.js';
import { busy, clearErrors, field, formStatus, inputValue, select, showError } from './forms.js';
import type { Org } from './types.js';

const NOT_SET = '';

/**
 * Every setting the form shows is sent: an emptied field or "Not set" is null, which clears the
 * stored value (the service merges settings key by key, and null removes one).
 */
function settingsFrom(form: HTMLFormElement): Record<string, string | null> {
  const settings: Record<string, string | null> = {};
  for (const name of ['primary_color', 'admin_email', 'data_region', 'retention_mode']) {
    const value = inputValue(form, `settings.${name}`).trim();
    settings[name] = value === NOT_SET ? null : value;
  }
  return settings;
}

/** Name, colour, administrator e-mail, data region and retention mode, with the service's validation messages. */
export function orgSettingsForm(ctx: ViewContext, org: Org, onSaved: () => void): HTMLElement {
  const { settings } = org;
  const swatch = h('span', { class: 'swatch', 'aria-hidden': 'true' });
  if (settings.primary_color) swatch.style.backgroundColor = settings.primary_color;
  const colour = h('input', { name: 'settings.primary_color', value: settings.primary_color ?? '', placeholder: '#1a6b4f', autocomplete: 'off' });
  const form: HTMLFormElement = h(
    'form',
    {
      class: 'card',
      novalidate: true,
      'aria-labelledby': 'settings-heading',
      onsubmit: (event: Event) => {
        event.preventDefault();
        clearErrors(form);
        void busy(form, async () => {
          try {
            await ctx.api.patch(orgPath(org.org_id), { name: inputValue(form, 'name').trim(), settings: settingsFrom(form) });
            announce('Settings saved');
            onSaved();
          } catch (error) {
            showError(form, error);
          }
        });
      },
    },
    h('h2', { id: 'settings-heading' }, 'Settings'),
    field('Name', h('input', { name: 'name', value: org.name, required: true })),
    h('div', { class: 'with-swatch' }, field('Primary colour', colour, 'A hex colour such as #1a6b4f.'), swatch),
    field('Administrator e-mail', h('input', { name: 'settings.admin_email', type: 'email', value: settings.admin_email ?? '', autocomplete: 'off' })),
    field('Data region', select('settings.data_region', [NOT_SET, ...ctx.vocabulary.data_regions], settings.data_region ?? NOT_SET, (v) => v || 'Not set')),
    field(
      'Retention mode',
      select('settings.retention_mode', ctx.vocabulary.retention_modes, settings.retention_mode ?? 'METADATA'),
      'FULL keeps checked content and masked content with each audit entry; METADATA keeps only time, decision, detected types and policy version.',
    ),
    formStatus(),
    h('button', { type: 'submit', class: 'primary' }, 'Save settings'),
  );
  return form;
}
