import { orgPath } from './api.js';
import type { ViewContext } from './context.js';
import { announce, formatDateTime, h, replaceChildren } from './dom.js';
import { reportError } from './forms.js';
import type { DeadLetterPage, ForwardingDestination } from './types.js';

/** Events that failed three deliveries, loaded when opened, with "Replay all". */
export function deadLetters(ctx: ViewContext, destination: ForwardingDestination, onReplayed: () => void): HTMLElement {
  const path = orgPath(destination.org_id, 'forwarding-destinations', destination.destination_id, 'dead-letters');
  const body = h('div', {}, 'Loading…');
  const replay = async () => {
    try {
      const { replayed } = await ctx.api.post<{ replayed: number }>(`${path}/replay`);
      announce(`${replayed} event${replayed === 1 ? '' : 's'} queued again`);
      onReplayed();
    } catch (error) {
      reportError(error, () => void replay());
    }
  };
  const load = async () => {
    const page = await ctx.api.get<DeadLetterPage>(path, { limit: 100 });
    if (page.items.length === 0) {
      replaceChildren(body, h('p', {}, 'No dead-lettered events.'));
      return;
    }
    replaceChildren(
      body,
      h('table', {},
        h('caption', {}, `${page.total} event${page.total === 1 ? '' : 's'} failed three deliveries`),
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Event'), h('th', { scope: 'col' }, 'Failed'), h('th', { scope: 'col' }, 'Last error'))),
        h('tbody', {}, page.items.map((d) => h('tr', {}, h('td', {}, h('code', {}, d.event_id)), h('td', {}, formatDateTime(d.failed_at)), h('td', {}, d.last_error ?? '—')))),
      ),
      h('button', { type: 'button', onclick: () => void replay() }, 'Replay all'),
    );
  };
  const details = h('details', { ontoggle: () => details.open && void load().catch((error) => reportError(error, () => void load().catch(reportError))) }, h('summary', {}, 'Dead-lettered events'), body);
  return details;
}
