import { ApiRequestError, NetworkError } from './api.js';
import { type Child, h, uniqueId } from './dom.js';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A labelled control with a hint and a place for its validation message. `data-field` holds
 * the request field path, so a 422's issues land beside the control they concern.
 */
export function field(label: string, control: Control, hint?: string): HTMLElement {
  control.id ||= uniqueId('field');
  const hintEl = hint ? h('p', { class: 'hint', id: `${control.id}-hint` }, hint) : null;
  const errorEl = h('p', { class: 'field-error', id: `${control.id}-error` });
  control.setAttribute('aria-describedby', [hintEl?.id, errorEl.id].filter(Boolean).join(' '));
  return h('div', { class: 'field', 'data-field': control.name }, h('label', { for: control.id }, label), control, hintEl, errorEl);
}

export function select(name: string, options: readonly string[], selected?: string, label: (v: string) => string = String): HTMLSelectElement {
  return h('select', { name }, ...options.map((o) => h('option', { value: o, selected: o === selected }, label(o))));
}

/** A group of checkboxes with one legend; its `data-field` is the request field it fills. */
export function checkboxGroup(
  legend: string,
  name: string,
  options: readonly string[],
  checked: readonly string[],
  label: (v: string) => string = String,
): HTMLFieldSetElement {
  return h(
    'fieldset',
    { class: 'checks', 'data-field': name },
    h('legend', {}, legend),
    ...options.map((o) => h('label', {}, h('input', { type: 'checkbox', name, value: o, checked: checked.includes(o) }), ' ', label(o))),
    h('p', { class: 'field-error' }),
  );
}

export const checkedValues = (root: ParentNode, name: string) =>
  Array.from(root.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`), (i) => i.value);

export const inputValue = (root: ParentNode, name: string) =>
  root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`)?.value ?? '';

/** A form-level message area; `role=alert` so a failure is read out when it appears. */
export const formStatus = () => h('div', { class: 'form-status', role: 'alert' });

export function clearErrors(form: ParentNode): void {
  form.querySelectorAll('.field-error').forEach((el) => (el.textContent = ''));
  form.querySelectorAll('[aria-invalid]').forEach((el) => el.removeAttribute('aria-invalid'));
  form.querySelectorAll('.form-status').forEach((el) => el.replaceChildren());
}

const UNEXPECTED = 'Something went wrong in this page; reload it and try again.';

/** "Try again" for a request that never reached the server; `retry` repeats it. */
export const retryButton = (retry: () => void) => h('button', { type: 'button', class: 'retry', onclick: retry }, 'Try again');

/**
 * Shows a failed request: each validation issue beside its field (matched by the longest
 * `data-field` prefix of its path), the rest in the form's status area. When the server could
 * not be reached, offers to try again: `retry`, or submitting the form once more.
 */
export function showError(form: ParentNode, error: unknown, prefix = '', retry?: () => void): void {
  const status = form.querySelector('.form-status');
  if (error instanceof NetworkError) {
    const again = retry ?? (form instanceof HTMLFormElement ? () => form.requestSubmit() : undefined);
    status?.replaceChildren(error.message, ...(again ? [' ', retryButton(again)] : []));
    return;
  }
  if (!(error instanceof ApiRequestError)) {
    status?.replaceChildren(UNEXPECTED);
    return;
  }
  const unplaced: Child[] = [];
  let placed = 0;
  for (const issue of error.issues()) {
    const path = issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : issue.path;
    const holder = findFieldHolder(form, path);
    const target = holder?.querySelector('.field-error');
    if (!holder || !target) {
      unplaced.push(h('li', {}, `${path || 'request'}: ${issue.message}`));
      continue;
    }
    target.textContent = issue.message;
    holder.querySelector('input, select, textarea')?.setAttribute('aria-invalid', 'true');
    placed++;
  }
  // The service's summary names fields by their request paths; beside the form, pointing at the
  // marked fields says the same in the form's own terms.
  const summary = placed > 0 && unplaced.length === 0 ? `Correct the marked field${placed === 1 ? '' : 's'}.` : error.message;
  status?.replaceChildren(summary, unplaced.length ? h('ul', {}, ...unplaced) : '');
}

function findFieldHolder(form: ParentNode, path: string): Element | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const holder = form.querySelector(`[data-field="${CSS.escape(parts.slice(0, n).join('.'))}"]`);
    if (holder) return holder;
  }
  return null;
}

/**
 * For actions without a form of their own: shows the failure in the page's alert banner, with
 * "Try again" when the server could not be reached and the caller can repeat the action.
 */
export function reportError(error: unknown, retry?: () => void): void {
  const banner = document.getElementById('problem');
  if (!banner) return;
  const known = error instanceof ApiRequestError || error instanceof NetworkError;
  const again = error instanceof NetworkError && retry
    ? retryButton(() => {
        banner.hidden = true;
        retry();
      })
    : null;
  banner.replaceChildren(known ? error.message : UNEXPECTED, again ? ' ' : '', again ?? '');
  banner.hidden = false;
}

/** Disables the form's buttons while `work` runs, so a double click sends one request. */
export async function busy<T>(form: HTMLElement, work: () => Promise<T>): Promise<T> {
  const buttons = Array.from(form.querySelectorAll('button'));
  for (const b of buttons) b.disabled = true;
  form.setAttribute('aria-busy', 'true');
  try {
    return await work();
  } finally {
    for (const b of buttons) b.disabled = false;
    form.removeAttribute('aria-busy');
  }
}
