import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { announce, h, replaceChildren } from './dom.js';
import { busy, clearErrors, field, formStatus, inputValue, showError } from './forms.js';
import { type DestinationPreset, headerValue, PRESETS, presetById } from '../../forwarding/presets.js';
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
    result.ok ? null : h('p', { class: 'hint' }, 'Correct the fields above and press "Save and test" again: the same destination is updated, not added again.'),
    h('label', {}, start, ' Start forwarding live events'),
    formStatus(),
    h('button', { type: 'submit', class: 'primary' }, 'Finish'),
  );
  return form;
}

/**
 * Adds a destination: preset, URL and credential; "Save and test" saves it disabled and posts a
 * test event at once. After a failed test the form keeps what was typed and remembers the saved
 * destination, so the next "Save and test" corrects that one (PATCH) instead of adding another.
 */
export function destinationForm(ctx: ViewContext, orgId: string, onDone: () => void): HTMLElement {
  const presetSelect = h('select', { name: 'preset' }, ...PRESETS.map((p) => h('option', { value: p.id }, p.name)));
  const urlField = h('div');
  const credentialField = h('div');
  const output = h('div', { 'aria-live': 'polite' });
  let saved: ForwardingDestination | null = null;
  const renderPreset = () => {
    const preset = presetById(presetSelect.value);
    replaceChildren(urlField, field(preset.urlLabel, h('input', { name: 'url', type: 'url', placeholder: preset.urlPlaceholder, autocomplete: 'off' })));
    replaceChildren(
      credentialField,
      field('Header name', h('input', { name: 'auth_header_name', value: preset.headerName, autocomplete: 'off' })),
      field(preset.credentialLabel, h('input', { name: 'auth_header_value', type: 'password', autocomplete: 'new-password' }), credentialHint(preset)),
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
        const url = inputValue(form, 'url').trim();
        void busy(form, async () => {
          try {
            const destination = saved
              ? await ctx.api.patch<ForwardingDestination>(orgPath(orgId, 'forwarding-destinations', saved.destination_id), {
                  url,
                  preset: preset.id,
                  // An emptied credential field removes the one saved by the earlier attempt.
                  ...(value ? { auth_header_name: headerName, auth_header_value: value } : { auth_header_value: '' }),
                })
              : await ctx.api.post<ForwardingDestination>(orgPath(orgId, 'forwarding-destinations'), {
                  url,
                  preset: preset.id,
                  enabled: false,
                  ...(value ? { auth_header_name: headerName, auth_header_value: value } : {}),
                });
            saved = destination;
            const path = orgPath(orgId, 'forwarding-destinations', destination.destination_id);
            const result = await ctx.api.post<ProbeResult>(`${path}/test`);
            if (result.ok) {
              form.reset();
              renderPreset();
              saved = null;
            }
            // The result carries its own status/alert role, so it is read out without an announcement.
            replaceChildren(output, afterTest(ctx, destination, result, onDone));
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

/** Says how the credential is sent; shared with the rotate form so both describe the preset alike. */
export function credentialHint(preset: DestinationPreset): string {
  return preset.scheme
    ? `Sent as "${preset.scheme}<${preset.credentialLabel.toLowerCase()}>". Stored encrypted and never shown again.`
    : 'Stored encrypted and never shown again.';
}
