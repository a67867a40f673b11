import type { ViewContext } from './context.js';
import { announce, emptyState, formatDateTime, formatNumber, h, humanize, replaceChildren } from './dom.js';
import { busy, clearErrors, field, formStatus, inputValue, reportError, select, showError } from './forms.js';
import { showAuditDetail } from './audit-detail.js';
import type { AuditItem, AuditList } from './types.js';

const PAGE_SIZE = 25;

const FILTERS = ['search', 'from', 'to', 'decision', 'destination', 'type', 'source'] as const;
type AuditQuery = Record<(typeof FILTERS)[number], string> & { offset: number };

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

/** A facet's select: "Any" (empty) or one value. */
const facet = (name: string, options: readonly string[], label: (v: string) => string = humanize) =>
  select(name, ['', ...options], '', (v) => (v ? label(v) : 'Any'));

/**
 * Downloads the export the server streams for the current filters. The key travels in a header,
 * which a plain link cannot send, so the file is fetched and handed to the browser as a download.
 */
async function download(ctx: ViewContext, query: AuditQuery, orgId: string | undefined, format: 'csv' | 'json'): Promise<void> {
  const { offset: _offset, ...filters } = query;
  const file = await ctx.api.getFile('/api/audit/export', { ...filters, org_id: orgId, format });
  const link = h('a', { href: URL.createObjectURL(file.blob), download: file.name });
  link.click();
  URL.revokeObjectURL(link.href);
  announce(`Audit log exported as ${format.toUpperCase()}`);
}

/**
 * The audit log of the selected organization with search, a date range, facets (decision,
 * destination, detected type, source), paging and an export of everything the filters select.
 */
export async function auditView(ctx: ViewContext): Promise<HTMLElement> {
  const org = ctx.org;
  const results = h('div', { class: 'table-scroll', 'aria-live': 'polite' });
  const query: AuditQuery = { search: '', from: '', to: '', decision: '', destination: '', type: '', source: '', offset: 0 };
  const filtered = () => FILTERS.some((name) => query[name] !== '');

  const load = async () => {
    clearErrors(filters);
    try {
      const { offset: _offset, ...facets } = query;
      const page = await ctx.api.get<AuditList>('/api/audit', { ...facets, org_id: org?.org_id, limit: PAGE_SIZE, offset: query.offset });
      const last = Math.min(page.offset + page.items.length, page.total);
      replaceChildren(
        results,
        page.items.length
          ? auditTable(ctx, page.items)
          : filtered()
            ? emptyState('No checks match these filters.', { label: 'Clear the filters', onclick: clear })
            : emptyState('No checks yet. Each check an application or the "try it" box makes appears here.', { label: 'Try a check in Policies', href: '#policies' }),
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
  function clear() {
    filters.reset();
    for (const name of FILTERS) query[name] = '';
    void go(0);
  }
  const exportButton = (format: 'csv' | 'json') =>
    h('button', {
      type: 'button',
      onclick: () => void busy(filters, () => download(ctx, query, org?.org_id, format).catch((error) => showError(filters, error))),
    }, `Export ${format.toUpperCase()}`);

  const filters: HTMLFormElement = h(
    'form',
    {
      class: 'card filters row wrap',
      role: 'search',
      novalidate: true,
      onsubmit: (event: Event) => {
        event.preventDefault();
        for (const name of FILTERS) query[name] = inputValue(filters, name).trim();
        void go(0);
      },
    },
    field('Search', h('input', { name: 'search', type: 'search', autocomplete: 'off' }), 'Summary, destination, decision or policy name.'),
    field('From', h('input', { name: 'from', type: 'date' })),
    field('To', h('input', { name: 'to', type: 'date' })),
    field('Decision', facet('decision', ctx.vocabulary.decisions)),
    field('Destination', facet('destination', ctx.vocabulary.destinations)),
    field('Detected type', facet('type', ctx.vocabulary.detected_types.map((t) => t.type), (v) => ctx.vocabulary.detected_types.find((t) => t.type === v)?.label ?? v)),
    field('Source', facet('source', ctx.vocabulary.sources)),
    h('div', { class: 'row wrap actions' },
      h('button', { type: 'submit', class: 'primary' }, 'Apply'),
      exportButton('csv'),
      exportButton('json'),
    ),
    formStatus(),
  );
  await load();
  return h(
    'div',
    { class: 'view' },
    h('h1', { tabindex: '-1' }, 'Audit log'),
    filters,
    h('p', { class: 'hint' }, 'Exports hold every check the filters select, metadata only (no content, masked content or samples).'),
    h('section', { class: 'card', 'aria-label': 'Results' }, results),
  );
}
