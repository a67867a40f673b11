import type { ViewContext } from './context.js';
import { announce, h, humanize, replaceChildren } from './dom.js';
import { busy, clearErrors, field, formStatus, inputValue, select, showError } from './forms.js';
import { maskedSpans } from './masked-spans.js';
import type { CheckResult, Policy } from './types.js';

/** What the form holds at first: a name, an address and an e-mail address, each masked by the default policy. */
const TRY_IT_EXAMPLE = 'Please summarise the complaint from Hans Müller, Hauptstraße 12, 10115 Berlin (hans.mueller@example.com).';

/** The masked text with each masked span in a <mark>, built from text nodes only. */
export function highlightedText(original: string, masked: string): HTMLElement {
  const spans = maskedSpans(original, masked);
  const out = h('pre', { class: 'masked', 'aria-label': 'Masked text' });
  if (spans === null) {
    out.textContent = masked;
    return out;
  }
  let at = 0;
  for (const span of spans) {
    out.append(masked.slice(at, span.start), h('mark', {}, masked.slice(span.start, span.end)));
    at = span.end;
  }
  out.append(masked.slice(at));
  return out;
}

function resultView(text: string, result: CheckResult): HTMLElement {
  return h(
    'div',
    { class: 'result' },
    h('p', {}, h('span', { class: `decision decision-${result.decision}` }, humanize(result.decision)), ' ', result.summary),
    result.detected.length
      ? h('table', {},
          h('caption', {}, 'Detected types'),
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Type'), h('th', { scope: 'col' }, 'Count'), h('th', { scope: 'col' }, 'Sample'))),
          h('tbody', {}, result.detected.map((d) => h('tr', {}, h('td', {}, d.type), h('td', {}, d.count), h('td', {}, d.sample ?? '—')))),
        )
      : h('p', {}, 'Nothing sensitive was detected.'),
    typeof result.masked_content === 'string' ? [h('h3', {}, 'Masked text'), highlightedText(text, result.masked_content)] : null,
  );
}

/** Runs a real check with this policy (and the signed-in key) and shows what the policy decided. */
export function tryItBox(ctx: ViewContext, policy: Policy): HTMLElement {
  const output = h('div', { 'aria-live': 'polite' });
  const form: HTMLFormElement = h(
    'form',
    {
      class: 'card',
      novalidate: true,
      'aria-labelledby': 'try-heading',
      onsubmit: (event: Event) => {
        event.preventDefault();
        clearErrors(form);
        const text = inputValue(form, 'text');
        const region = inputValue(form, 'context.destination_region').trim();
        const scc = (form.querySelector('input[name="context.scc_verified"]') as HTMLInputElement).checked;
        void busy(form, async () => {
          try {
            const result = await ctx.api.post<CheckResult>('/api/preflight/text', {
              text,
              destination: inputValue(form, 'destination'),
              org_id: policy.org_id,
              policy_id: policy.policy_id,
              context: { ...(region ? { destination_region: region } : {}), scc_verified: scc },
            });
            replaceChildren(output, resultView(text, result));
            announce(`Decision: ${humanize(result.decision)}`);
          } catch (error) {
            replaceChildren(output);
            showError(form, error);
          }
        });
      },
    },
    h('h2', { id: 'try-heading' }, 'Try it'),
    h('p', { class: 'hint' }, 'Runs a real check with this policy; it is recorded in the audit log and counts towards the monthly quota.'),
    field('Text to check', h('textarea', { name: 'text', rows: 5 }, TRY_IT_EXAMPLE)),
    h('div', { class: 'row wrap' },
      field('Destination', select('destination', ctx.vocabulary.destinations, 'AI_TOOL', humanize)),
      field('Destination region (optional)', h('input', { name: 'context.destination_region', placeholder: 'EU, US, eu-west-1…', autocomplete: 'off' })),
      h('div', { class: 'field', 'data-field': 'context.scc_verified' }, h('label', {}, h('input', { type: 'checkbox', name: 'context.scc_verified' }), ' SCCs verified')),
    ),
    formStatus(),
    h('button', { type: 'submit', class: 'primary' }, 'Run check'),
    output,
  );
  return form;
}
