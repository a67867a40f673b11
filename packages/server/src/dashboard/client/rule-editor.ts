import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { announce, emptyState, h, humanize, replaceChildren } from './dom.js';
import { reportError } from './forms.js';
import { ruleForm } from './rule-form.js';
import type { Policy, RuleInput } from './types.js';

/** Returns a copy with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

function ruleSummary(rule: RuleInput): string {
  const when = rule.conditions?.length ? ` when ${rule.conditions.map(humanize).join(' and ')}` : '';
  return `${humanize(rule.action)} ${rule.dataTypes.map(humanize).join(', ')} to ${rule.destinations.map(humanize).join(', ')}${when}`;
}

/**
 * A saved move renders the rules anew, which drops the focus; it goes to the moved rule's button
 * for the same direction, or to the other one once the rule reached the end of the list, so ↑ or
 * ↓ can be pressed again.
 */
function focusMoveButton(index: number, direction: 'up' | 'down'): void {
  const item = document.querySelector(`.rules li[data-index="${index}"]`);
  const same = item?.querySelector<HTMLButtonElement>(`button[data-move="${direction}"]`);
  const other = item?.querySelector<HTMLButtonElement>(`button[data-move="${direction === 'up' ? 'down' : 'up'}"]`);
  (same && !same.disabled ? same : other)?.focus();
}

/**
 * The ordered rules of a policy. Every change (edit, add, remove, reorder by drag or by the
 * up/down buttons) is saved at once with a PATCH of the whole list; `onSaved` gets the new policy.
 */
export function ruleEditor(ctx: ViewContext, policy: Policy, onSaved: (policy: Policy) => void): HTMLElement {
  const rules = policy.rules as unknown as RuleInput[];
  const container = h('section', { class: 'card', 'aria-labelledby': 'rules-heading' });
  const path = orgPath(policy.org_id, 'policies', policy.policy_id);
  const save = async (next: RuleInput[], message: string) => {
    const updated = await ctx.api.patch<Policy>(path, { rules: next });
    announce(message);
    onSaved(updated);
  };
  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= rules.length || from === to) return;
    save(moved(rules, from, to), `Moved ${rules[from].name} to position ${to + 1}`)
      .then(() => focusMoveButton(to, to < from ? 'up' : 'down'))
      .catch((error) => reportError(error, () => reorder(from, to)));
  };
  let dragged: number | null = null;

  const item = (rule: RuleInput, index: number) =>
    h(
      'li',
      {
        class: 'rule',
        draggable: 'true',
        'data-index': index,
        ondragstart: (e: Event) => {
          dragged = index;
          (e as DragEvent).dataTransfer?.setData('text/plain', String(index));
        },
        ondragover: (e: Event) => e.preventDefault(),
        ondrop: (e: Event) => {
          e.preventDefault();
          if (dragged !== null) reorder(dragged, index);
          dragged = null;
        },
      },
      h('span', { class: 'handle', 'aria-hidden': 'true', title: 'Drag to reorder' }, '⠿'),
      h('div', { class: 'rule-text' },
        h('strong', {}, `${index + 1}. ${rule.name}`),
        rule.enabled === false ? h('span', { class: 'pill pill-Disabled' }, 'Disabled') : null,
        h('p', {}, ruleSummary(rule)),
      ),
      h('div', { class: 'row actions' },
        h('button', { type: 'button', 'data-move': 'up', 'aria-label': `Move ${rule.name} up`, disabled: index === 0, onclick: () => reorder(index, index - 1) }, '↑'),
        h('button', { type: 'button', 'data-move': 'down', 'aria-label': `Move ${rule.name} down`, disabled: index === rules.length - 1, onclick: () => reorder(index, index + 1) }, '↓'),
        h('button', { type: 'button', onclick: () => edit(index) }, 'Edit'),
        h('button', {
          type: 'button',
          class: 'danger',
          onclick: () => {
            if (confirm(`Remove the rule "${rule.name}"?`)) save(rules.filter((_, i) => i !== index), `Removed ${rule.name}`).catch(reportError);
          },
        }, 'Remove'),
      ),
    );

  const list = () =>
    rules.length
      ? h('ol', { class: 'rules' }, rules.map(item))
      : emptyState('No rules yet: nothing is masked or blocked by this policy.', { label: 'Add the first rule', onclick: () => edit(null) });

  const edit = (index: number | null) => {
    const form = ruleForm(ctx, {
      rule: index === null ? null : rules[index],
      issuePrefix: `rules.${index ?? rules.length}.`,
      save: (rule) =>
        save(index === null ? [...rules, rule] : rules.map((r, i) => (i === index ? rule : r)), `Saved rule ${rule.name}`),
      cancel: render,
    });
    replaceChildren(container, h('h2', { id: 'rules-heading' }, index === null ? 'New rule' : 'Edit rule'), form);
    form.querySelector('input')?.focus();
  };

  function render() {
    replaceChildren(
      container,
      h('h2', { id: 'rules-heading' }, 'Rules'),
      h('p', { class: 'hint' }, 'For each data type found, the first enabled rule that matches decides; the strictest of those decisions applies.'),
      list(),
      h('button', { type: 'button', class: 'primary', onclick: () => edit(null) }, 'Add rule'),
    );
  }
  render();
  return container;
}
