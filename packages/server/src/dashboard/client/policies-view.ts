import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { announce, h, replaceChildren, needsOrganization } from './dom.js';
import { busy, clearErrors, field, formStatus, inputValue, reportError, showError } from './forms.js';
import { policyKeyPanel } from './policy-key.js';
import { ruleEditor } from './rule-editor.js';
import { tryItBox } from './try-it.js';
import type { Page, Policy } from './types.js';

/** The policy shown last, so returning to this screen keeps it. */
let selectedPolicyId: string | null = null;

function newPolicyForm(ctx: ViewContext, orgId: string, onCreated: (policy: Policy) => void): HTMLElement {
  const form: HTMLFormElement = h(
    'form',
    {
      class: 'inline-form',
      novalidate: true,
      'aria-label': 'New policy',
      onsubmit: (event: Event) => {
        event.preventDefault();
        clearErrors(form);
        void busy(form, async () => {
          try {
            const policy = await ctx.api.post<Policy>(orgPath(orgId, 'policies'), { name: inputValue(form, 'name').trim(), rules: [] });
            announce(`Policy ${policy.name} created`);
            onCreated(policy);
          } catch (error) {
            showError(form, error);
          }
        });
      },
    },
    field('New policy name', h('input', { name: 'name', required: true, autocomplete: 'off' })),
    formStatus(),
    h('button', { type: 'submit' }, 'Create policy'),
  );
  return form;
}

function activeToggle(ctx: ViewContext, policy: Policy, onSaved: (p: Policy) => void): HTMLElement {
  return h('label', { class: 'toggle' },
    h('input', {
      type: 'checkbox',
      checked: policy.is_active,
      onchange: async (e: Event) => {
        const box = e.target as HTMLInputElement;
        try {
          onSaved(await ctx.api.patch<Policy>(orgPath(policy.org_id, 'policies', policy.policy_id), { is_active: box.checked }));
          announce(box.checked ? 'Policy active' : 'Policy inactive: its checks are refused');
        } catch (error) {
          box.checked = !box.checked;
          reportError(error);
        }
      },
    }),
    ' Active',
  );
}

/** A new name for the policy; its rules and version stay as they are. */
function renameForm(ctx: ViewContext, policy: Policy, onSaved: (p: Policy) => void): HTMLElement {
  const form: HTMLFormElement = h(
    'form',
    {
      class: 'inline-form row wrap',
      novalidate: true,
      'aria-label': 'Rename policy',
      onsubmit: (event: Event) => {
        event.preventDefault();
        clearErrors(form);
        void busy(form, async () => {
          try {
            const renamed = await ctx.api.patch<Policy>(orgPath(policy.org_id, 'policies', policy.policy_id), { name: inputValue(form, 'name').trim() });
            announce(`Policy renamed to ${renamed.name}`);
            onSaved(renamed);
          } catch (error) {
            showError(form, error);
          }
        });
      },
    },
    field('Policy name', h('input', { name: 'name', value: policy.name, required: true, autocomplete: 'off' })),
    h('button', { type: 'submit' }, 'Rename'),
    formStatus(),
  );
  return form;
}

/** Deleting refuses a license's default policy group (409), which the banner then explains. */
function deletePolicyButton(ctx: ViewContext, policy: Policy, onDeleted: (p: Policy) => void): HTMLElement {
  const remove = () =>
    ctx.api.delete(orgPath(policy.org_id, 'policies', policy.policy_id))
      .then(() => {
        announce(`Policy ${policy.name} deleted`);
        onDeleted(policy);
      })
      .catch((error) => reportError(error, remove));
  return h('button', {
    type: 'button',
    class: 'danger',
    onclick: () => {
      if (confirm(`Delete the policy "${policy.name}"? Its API key stops working at once.`)) void remove();
    },
  }, 'Delete policy');
}

/** Policies of the selected organization: list, rule editor, API key and a try-it box. */
export async function policiesView(ctx: ViewContext): Promise<HTMLElement> {
  const org = ctx.org;
  if (!org) return needsOrganization('Policies');
  const orgId = org.org_id;
  let policies = (await ctx.api.get<Page<Policy>>(orgPath(org.org_id, 'policies'), { limit: 500 })).items;
  const listHolder = h('nav', { class: 'card policy-list', 'aria-label': 'Policies' });
  const detail = h('div', { class: 'policy-detail' });

  const show = (policy: Policy) => {
    selectedPolicyId = policy.policy_id;
    policies = policies.some((p) => p.policy_id === policy.policy_id)
      ? policies.map((p) => (p.policy_id === policy.policy_id ? policy : p))
      : [...policies, policy];
    renderList();
    replaceChildren(
      detail,
      h('section', { class: 'card policy-head', 'aria-label': 'Policy' },
        h('h2', {}, policy.name),
        h('p', {}, 'Applied version ', h('code', {}, policy.policy_version), ' · ', `${policy.rules.length} rule${policy.rules.length === 1 ? '' : 's'}`),
        activeToggle(ctx, policy, show),
        renameForm(ctx, policy, show),
        deletePolicyButton(ctx, policy, forget),
      ),
      ruleEditor(ctx, policy, show),
      policyKeyPanel(ctx, policy, show),
      tryItBox(ctx, policy),
    );
  };

  const forget = (deleted: Policy) => {
    policies = policies.filter((p) => p.policy_id !== deleted.policy_id);
    selectedPolicyId = null;
    if (policies[0]) show(policies[0]);
    else {
      replaceChildren(detail);
      renderList();
    }
  };

  function renderList() {
    replaceChildren(
      listHolder,
      h('ul', {}, policies.map((p) =>
        h('li', {}, h('button', {
          type: 'button',
          class: 'link',
          'aria-current': p.policy_id === selectedPolicyId ? 'true' : null,
          onclick: () => show(p),
        }, p.name, p.is_active ? '' : ' (inactive)')),
      )),
      newPolicyForm(ctx, orgId, show),
    );
  }

  const initial = policies.find((p) => p.policy_id === selectedPolicyId) ?? policies[0];
  if (initial) show(initial);
  else renderList();
  return h('div', { class: 'view' }, h('h1', { tabindex: '-1' }, 'Policies'), h('div', { class: 'split' }, listHolder, detail));
}
