import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { announce, h, replaceChildren } from './dom.js';
import { busy, clearErrors, field, formStatus, inputValue, showError } from './forms.js';
import { headerValue, PRESETS, presetById } from './presets.js';
import { probeResultView } from './probe-result.js';
import type { ForwardingDestination, ProbeResult } from './types.js';

/**
 * After the test: "Start forwarding live events", ticked after a 2xx and clear after a failure
 * (docs/api-contract.md, forwarding destinations); Finish applies it.
 */
function afterTest(ctx: ViewContext, destination: ForwardingDestination, result: ProbeResult, onDone: () => void): HTMLElement {
  const path = orgPath(destination.org_id, 'forwarding-destinations', destination.destination_id);
  const start = h('input', { type: 'checkbox', name: 'start', checked: result.ok });
  const form: HTMLFormElement = h(
    'form',
    {
      class: 'after-test',
      onsubmit: (event: Event) => {
        event.preventDefault();
        void busy(form, async () => {
          try {
            await ctx.api.patch(path, { enabled: start.checked });
            announce(start.checked ? 'Forwarding live events' : 'Destination saved, not forwarding');
            onDone();
          } catch (error) {
            showError(form, error);
          }
        });
      },
    },
    probeResultView(result),
    h('label', {}, start, ' Start forwarding live events'),
    formStatus(),
    h('button', { type: 'submit', class: 'primary' }, 'Finish'),
  );
  return form;
}

/** Adds a destination: preset, URL and credential; "Save and test" saves it disabled and posts a test event at once. */
export function destinationForm(ctx: ViewContext, orgId: string, onDone: () => void): HTMLElement {
  const presetSelect = h('select', { name: 'preset' }, ...PRESETS.map((p) => h('option', { value: p.id }, p.name)));
  const urlField = h('div');
  const credentialField = h('div');
  const output = h('div', { 'aria-live': 'polite' });
  const renderPreset = () => {
    const preset = presetById(presetSelect.value);
    replaceChildren(urlField, field(preset.urlLabel, h('input', { name: 'url', type: 'url', placeholder: preset.urlPlaceholder, autocomplete: 'off' })));
    replaceChildren(
      credentialField,
      field('Header name', h('input', { name: 'auth_header_name', value: preset.headerName, autocomplete: 'off' })),
      field(
        preset.credentialLabel,
        h('input', { name: 'auth_header_value', type: 'password', autocomplete: 'new-password' }),
        preset.scheme ? `Sent as "${preset.scheme}<${preset.credentialLabel.toLowerCase()}>". Stored encrypted and never shown again.` : 'Stored encrypted and never shown again.',
      ),
    );
  };
  presetSelect.addEventListener('change', renderPreset);
  renderPreset();

  const form: HTMLFormElement = h(
    'form',
    {
      class: 'card',
      novalidate: true,
      'aria-labelledby': 'new-destination-heading',
      onsubmit: (event: Event) => {
        event.preventDefault();
        clearErrors(form);
        replaceChildren(output);
        const preset = presetById(presetSelect.value);
        const value = headerValue(preset, inputValue(form, 'auth_header_value'));
        const headerName = inputValue(form, 'auth_header_name').trim();
        void busy(form, async () => {
          try {
            const created = await ctx.api.post<ForwardingDestination>(orgPath(orgId, 'forwarding-destinations'), {
              url: inputValue(form, 'url').trim(),
              enabled: false,
              ...(value ? { auth_header_name: headerName, auth_header_value: value } : {}),
            });
            const path = orgPath(orgId, 'forwarding-destinations', created.destination_id);
            const result = await ctx.api.post<ProbeResult>(`${path}/test`);
            form.reset();
            renderPreset();
            // The result carries its own status/alert role, so it is read out without an announcement.
            replaceChildren(output, afterTest(ctx, created, result, onDone));
          } catch (error) {
            showError(form, error);
          }
        });
      },
    },
    h('h2', { id: 'new-destination-heading' }, 'New destination'),
    field('Log system', presetSelect, 'Presets change only the labels and the scheme word before the credential.'),
    urlField,
    credentialField,
    formStatus(),
    h('button', { type: 'submit', class: 'primary' }, 'Save and test'),
    output,
  );
  return form;
}
