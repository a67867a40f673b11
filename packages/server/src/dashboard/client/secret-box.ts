import { announce, h, uniqueId } from './dom.js';

/** A key shown once (on creation or regeneration), read-only, with a Copy button. */
export function secretBox(label: string, value: string): HTMLElement {
  const id = uniqueId('secret');
  const input = h('input', { id, class: 'secret', readonly: true, value, spellcheck: 'false', autocomplete: 'off' });
  const copy = h('button', {
    type: 'button',
    onclick: async () => {
      input.select();
      try {
        await navigator.clipboard.writeText(input.value);
        announce(`${label} copied`);
        copy.textContent = 'Copied';
      } catch {
        announce('Copying was not allowed; the key is selected, copy it with the keyboard');
      }
    },
  }, 'Copy');
  return h(
    'div',
    { class: 'secret-box' },
    h('label', { for: id }, label),
    h('div', { class: 'row' }, input, copy),
    h('p', { class: 'hint' }, 'Shown only now. Store it somewhere safe; it cannot be displayed again.'),
  );
}
