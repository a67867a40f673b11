import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { headerValue, presetById } from '../../forwarding/presets.js';
import { deadLetters } from './dead-letters.js';
import { credentialHint } from './destination-form.js';
import { announce, formatDateTime, formatNumber, h, replaceChildren } from './dom.js';
import { busy, clearErrors, field, formStatus, showError } from './forms.js';
import { probeResultView } from './probe-result.js';
import type { ForwardingDestination, ProbeResult } from './types.js';

/** "Encoded API key" → "encoded API key", while "HEC token" keeps its acronym. */
const lowerFirst = (label: string) => (/^[A-Z][A-Z]/.test(label) ? label : label[0].toLowerCase() + label.slice(1));

/**
 * Rotate asks for a new value; the stored credential is never displayed. The destination's preset
 * names the credential and puts its scheme word (e.g. `Splunk `) before the new value.
 */
function rotateForm(ctx: ViewContext, d: ForwardingDestination, path: string, onSaved: () => void): HTMLFormElement {
  const preset = d.preset ? presetById(d.preset) : null;
  const input = h('input', { name: 'auth_header_value', type: 'password', autocomplete: 'new-password' });
  const form: HTMLFormElement = h(
    'form',
    {
      class: 'inline-form',
      novalidate: true,
      onsubmit: (event: Event) => {
        event.preventDefault();
        clearErrors(form);
        const value = preset ? headerValue(preset, input.value) : input.value.trim();
        if (!value) {
          form.querySelector('.form-status')?.replaceChildren(`Enter the new ${preset ? lowerFirst(preset.credentialLabel) : 'header value'}.`);
          return;
        }
        void busy(form, async () => {
          try {
            await ctx.api.patch(path, { auth_header_value: value });
            announce('Credential rotated');
            onSaved();
          } catch (error) {
            showError(form, error);
          }
        });
      },
    },
    preset
      ? field(`New ${lowerFirst(preset.credentialLabel)}`, input, credentialHint(preset))
      : field('New header value', input, 'Include the scheme word if the receiver needs one, e.g. "Splunk …".'),
    formStatus(),
    h('button', { type: 'submit', class: 'primary' }, 'Save new credential'),
  );
  return form;
}

/** One destination: status pill, last error, the enabled switch, test, Rotate and Remove, dead letters. */
export function destinationCard(ctx: ViewContext, d: ForwardingDestination, refresh: () => void): HTMLElement {
  const path = orgPath(d.org_id, 'forwarding-destinations', d.destination_id);
  const extra = h('div', { 'aria-live': 'polite' });
  const run = (work: () => Promise<void>) => {
    const go = () => void work().catch((error) => showError(card, error, '', go));
    return go;
  };
  const card = h(
    'article',
    { class: 'card destination', 'aria-label': `Destination ${d.url}` },
    h('div', { class: 'row spread' },
      h('h3', {}, h('code', {}, d.url)),
      h('span', { class: `pill pill-${d.status}` }, d.status),
    ),
    d.last_error ? h('p', { class: 'last-error' }, h('strong', {}, 'Last error: '), d.last_error) : null,
    h('dl', { class: 'facts' },
      h('dt', {}, 'Delivered'), h('dd', {}, `${formatNumber(d.deliveries.delivered)} event${d.deliveries.delivered === 1 ? '' : 's'}`),
      h('dt', {}, 'Waiting'), h('dd', {}, formatNumber(d.deliveries.queued)),
      h('dt', {}, 'Dead-lettered'), h('dd', {}, formatNumber(d.deliveries.dead_lettered)),
      h('dt', {}, 'Last success'), h('dd', {}, d.deliveries.last_success_at ? formatDateTime(d.deliveries.last_success_at) : 'never'),
      h('dt', {}, 'Header'), h('dd', {}, d.auth_header_name ?? '—'),
      h('dt', {}, 'Credential'), h('dd', {}, d.auth_header_configured ? 'Configured (encrypted, never shown)' : 'None'),
      h('dt', {}, 'Added'), h('dd', {}, formatDateTime(d.created_at)),
    ),
    h('label', {}, h('input', {
      type: 'checkbox',
      checked: d.enabled,
      onchange: run(async () => {
        await ctx.api.patch(path, { enabled: !d.enabled });
        announce(d.enabled ? 'Forwarding stopped' : 'Forwarding live events');
        refresh();
      }),
    }), ' Forward live events'),
    formStatus(),
    h('div', { class: 'row wrap actions' },
      h('button', {
        type: 'button',
        onclick: run(async () => {
          replaceChildren(extra, probeResultView(await ctx.api.post<ProbeResult>(`${path}/test`)));
        }),
      }, 'Send test event'),
      h('button', { type: 'button', onclick: () => replaceChildren(extra, rotateForm(ctx, d, path, refresh)) }, 'Rotate credential'),
      d.auth_header_configured
        ? h('button', {
            type: 'button',
            onclick: run(async () => {
              if (!confirm('Remove the stored credential? Deliveries will be sent without the header.')) return;
              await ctx.api.patch(path, { auth_header_value: '' });
              announce('Credential removed');
              refresh();
            }),
          }, 'Remove credential')
        : null,
      h('button', {
        type: 'button',
        class: 'danger',
        onclick: run(async () => {
          if (!confirm('Delete this destination? Its queued and dead-lettered events are cleared.')) return;
          await ctx.api.delete(path);
          announce('Destination deleted');
          refresh();
        }),
      }, 'Delete destination'),
    ),
    extra,
    deadLetters(ctx, d, refresh),
  );
  return card;
}
