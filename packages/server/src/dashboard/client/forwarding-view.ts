import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { destinationCard } from './destination-card.js';
import { destinationForm } from './destination-form.js';
import { h, emptyState, needsOrganization } from './dom.js';
import type { ForwardingDestination } from './types.js';

/** The organization's forwarding destinations and the form to add one. */
export async function forwardingView(ctx: ViewContext): Promise<HTMLElement> {
  const org = ctx.org;
  if (!org) return needsOrganization('Forwarding');
  const { items } = await ctx.api.get<{ items: ForwardingDestination[] }>(orgPath(org.org_id, 'forwarding-destinations'));
  const refresh = () => ctx.refresh();
  return h(
    'div',
    { class: 'view' },
    h('h1', { tabindex: '-1' }, 'Forwarding'),
    h('p', {}, 'Every audit event (metadata only, never content) is posted as JSON to each enabled destination, with retries and dead-lettering.'),
    h('div', { class: 'grid' },
      h('section', { 'aria-labelledby': 'destinations-heading' },
        h('h2', { id: 'destinations-heading' }, 'Destinations'),
        items.length
          ? items.map((d) => destinationCard(ctx, d, refresh))
          : h('div', { class: 'card' }, emptyState('No destinations yet: audit events stay in this server only.', {
              label: 'Add a destination',
              onclick: () => document.querySelector<HTMLElement>('select[name="preset"]')?.focus(),
            })),
      ),
      destinationForm(ctx, org.org_id, refresh),
    ),
  );
}
