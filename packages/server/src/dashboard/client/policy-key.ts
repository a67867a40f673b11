import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { announce, h } from './dom.js';
import { formStatus, showError } from './forms.js';
import { secretBox } from './secret-box.js';
import type { Policy } from './types.js';

/**
 * The policy API key: only its prefix is known after creation, so Copy is offered when a key
 * was just created or regenerated. Regenerating asks first: the old key stops working at once.
 */
export function policyKeyPanel(ctx: ViewContext, policy: Policy, onRegenerated: (policy: Policy) => void): HTMLElement {
  const status = formStatus();
  const regenerate = async () => {
    const ok = confirm(`Regenerate the API key of "${policy.name}"? The current key stops working immediately.`);
    if (!ok) return;
    try {
      const updated = await ctx.api.post<Policy>(orgPath(policy.org_id, 'policies', policy.policy_id, 'regenerate-key'));
      announce('New policy API key issued');
      onRegenerated(updated);
    } catch (error) {
      showError(panel, error);
    }
  };
  const panel = h(
    'section',
    { class: 'card', 'aria-labelledby': 'key-heading' },
    h('h2', { id: 'key-heading' }, 'Policy API key'),
    h('p', {}, 'Send it as ', h('code', {}, 'X-Service-API-Key'), ' to run checks with this policy.'),
    policy.api_key
      ? secretBox('Policy API key', policy.api_key)
      : h('p', {}, 'Key starting ', h('code', { class: 'key-prefix' }, `${policy.api_key_prefix}…`), ' — shown in full only when issued.'),
    status,
    h('button', { type: 'button', class: 'danger', onclick: () => void regenerate() }, 'Regenerate key'),
  );
  return panel;
}
