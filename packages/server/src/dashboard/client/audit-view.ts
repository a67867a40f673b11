import type { ViewContext } from './context.js';
import { formatDateTime, formatNumber, h, humanize, replaceChildren } from './dom.js';
import { clearErrors, field, formStatus, inputValue, reportError, showError } from './forms.js';
import { showAuditDetail } from './audit-detail.js';
import type { AuditItem, AuditList } from './types.js';

const PAGE_SIZE = 25;

interface AuditQuery {
  search: string;
  from: string;
  to: string;
  offset: number;
}

function auditTable(ctx: ViewContext, items: AuditItem[]): HTMLElement {
  return h(
    'table',
    {},
    h('caption', {}, 'Checks, newest first'),
    h('thead', {}, h('tr', {}, ...['Time', 'Decision', 'Destination', 'Policy', 'Summary', ''].map((t) => h('th', { scope: 'col' }, t)))),
    h('tbody', {}, items.map((item) =>
      h('tr', {},
        h('td', {}, formatDateTime(item.created_at)),
        h('td', {}, h('span', { class: `decision decision-${item.decision}` }, humanize(item.decision))),
        h('td', {}, humanize(item.destination)),
        h('td', {}, item.policy_name),
        h('td', {}, item.summary),
        h('td', {}, h('button', { type: 'button', 'aria-label': `Details of check ${item.preflight_id}`, onclick: () => void showAuditDetail(ctx, item).catch(reportError) }, 'Details')),
      ),
    )),
  );
}

/** The audit log of the selected organization with search, a date range and paging. */
export async function auditView(ctx: ViewContext): Promise<HTMLElement> {
  const org = ctx.org;
  const results = h('div', { class: 'table-scroll', 'aria-live': 'polite' });
  const query: AuditQuery = { search: '', from: '', to: '', offset: 0 };

  const load = async () => {
    clearErrors(filters);
    try {
      const page = await ctx.api.get<AuditList>('/api/audit', {
        org_id: org?.org_id,
        search: query.search,
        from: query.from,
        to: query.to,
        limit: PAGE_SIZE,
        offset: query.offset,
      });
      const last = Math.min(page.offset + page.items.length, page.total);
      replaceChildren(
        results,
        page.items.length ? auditTable(ctx, page.items) : h('p', {}, 'No checks match.'),
        h('div', { class: 'pager row' },
          h('button', { type: 'button', disabled: page.offset === 0, onclick: () => void go(query.offset - PAGE_SIZE) }, 'Previous'),
          h('span', {}, page.total ? `${formatNumber(page.offset + 1)}–${formatNumber(last)} of ${formatNumber(page.total)}` : '0 of 0'),
          h('button', { type: 'button', disabled: last >= page.total, onclick: () => void go(query.offset + PAGE_SIZE) }, 'Next'),
        ),
      );
    } catch (error) {
      showError(filters, error);
    }
  };
  const go = (offset: number) => {
    query.offset = Math.max(0, offset);
    return load();
  };

  const filters: HTMLFormElement = h(
    'form',
    {
      class: 'card filters row wrap',
      role: 'search',
      novalidate: true,
      onsubmit: (event: Event) => {
        event.preventDefault();
        query.search = inputValue(filters, 'search').trim();
        query.from = inputValue(filters, 'from');
        query.to = inputValue(filters, 'to');
        void go(0);
      },
    },
    field('Search', h('input', { name: 'search', type: 'search', autocomplete: 'off' }), 'Summary, destination, decision or policy name.'),
    field('From', h('input', { name: 'from', type: 'date' })),
    field('To', h('input', { name: 'to', type: 'date' })),
    h('button', { type: 'submit', class: 'primary' }, 'Apply'),
    formStatus(),
  );
  await load();
  return h('div', { class: 'view' }, h('h1', { tabindex: '-1' }, 'Audit log'), filters, h('section', { class: 'card', 'aria-label': 'Results' }, results));
}
