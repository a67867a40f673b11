import type { ViewContext } from './context.js';
import { h, humanize } from './dom.js';
import { checkboxGroup, checkedValues, clearErrors, field, formStatus, inputValue, select, showError } from './forms.js';
import type { RuleInput } from './types.js';

export interface RuleFormOptions {
  rule: RuleInput | null;
  /** Saves the edited rule; rejects with the service's error, shown beside the fields. */
  save(rule: RuleInput): Promise<void>;
  cancel(): void;
  /** Prefix of this rule's validation paths in the policy, e.g. `rules.2.`. */
  issuePrefix: string;
}

function ruleFrom(form: HTMLFormElement, previous: RuleInput | null): RuleInput {
  const conditions = checkedValues(form, 'conditions');
  return {
    ...(previous?.id ? { id: previous.id } : {}),
    name: inputValue(form, 'name').trim(),
    ...(previous?.description ? { description: previous.description } : {}),
    enabled: (form.querySelector('input[name="enabled"]') as HTMLInputElement).checked,
    dataTypes: checkedValues(form, 'dataTypes') as RuleInput['dataTypes'],
    destinations: checkedValues(form, 'destinations') as RuleInput['destinations'],
    action: inputValue(form, 'action') as RuleInput['action'],
    ...(conditions.length ? { conditions: conditions as RuleInput['conditions'] } : {}),
  };
}

/** Edits one rule: name, enabled, data types, destinations, action and conditions. */
export function ruleForm(ctx: ViewContext, options: RuleFormOptions): HTMLFormElement {
  const { rule, vocabulary } = { rule: options.rule, vocabulary: ctx.vocabulary };
  const form: HTMLFormElement = h(
    'form',
    {
      class: 'rule-form',
      novalidate: true,
      'aria-label': rule ? `Edit rule ${rule.name}` : 'New rule',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        clearErrors(form);
        try {
          await options.save(ruleFrom(form, rule));
        } catch (error) {
          showError(form, error, options.issuePrefix);
        }
      },
    },
    field('Rule name', h('input', { name: 'name', value: rule?.name ?? '', required: true, autocomplete: 'off' })),
    h('div', { class: 'field', 'data-field': 'enabled' }, h('label', {}, h('input', { type: 'checkbox', name: 'enabled', checked: rule?.enabled ?? true }), ' Enabled')),
    checkboxGroup('Data types', 'dataTypes', vocabulary.data_types, rule?.dataTypes ?? [], humanize),
    checkboxGroup('Destinations', 'destinations', vocabulary.destinations, rule?.destinations ?? [], humanize),
    field('Action', select('action', vocabulary.actions, rule?.action ?? 'MASK', humanize)),
    checkboxGroup('Conditions (all must hold)', 'conditions', vocabulary.conditions, rule?.conditions ?? [], humanize),
    formStatus(),
    h('div', { class: 'row' },
      h('button', { type: 'submit', class: 'primary' }, 'Save rule'),
      h('button', { type: 'button', onclick: () => options.cancel() }, 'Cancel'),
    ),
  );
  return form;
}
