import type { ViewContext } from './context.js';
import { formatDateTime, h, humanize } from './dom.js';
import type { AuditItem, CheckResult } from './types.js';

/**
 * One check in a modal dialog. The service keeps content only under FULL retention; otherwise
 * `masked_content` is null and the dialog says so.
 */
export async function showAuditDetail(ctx: ViewContext, item: AuditItem): Promise<void> {
  const result = await ctx.api.get<CheckResult>(`/api/preflight/${encodeURIComponent(item.preflight_id)}`);
  const content =
    typeof result.masked_content === 'string'
      ? [h('h3', {}, 'Masked content'), h('pre', { class: 'masked' }, result.masked_content)]
      : result.masked_file_url
        ? h('p', {}, h('a', { href: result.masked_file_url }, 'Download the masked file'))
        : h('p', { class: 'hint' }, 'Content is not retained for this check (retention mode METADATA).');
  const dialog = h(
    'dialog',
    { 'aria-labelledby': 'detail-heading', onclose: () => dialog.remove() },
    h('h2', { id: 'detail-heading' }, 'Check ', h('code', {}, item.preflight_id)),
    h('dl', { class: 'facts' },
      h('dt', {}, 'Time'), h('dd', {}, formatDateTime(result.created_at)),
      h('dt', {}, 'Decision'), h('dd', {}, h('span', { class: `decision decision-${result.decision}` }, humanize(result.decision))),
      h('dt', {}, 'Destination'), h('dd', {}, humanize(item.destination)),
      h('dt', {}, 'Policy'), h('dd', {}, `${item.policy_name} (version `, h('code', {}, result.policy_version), ')'),
      h('dt', {}, 'Summary'), h('dd', {}, result.summary),
      h('dt', {}, 'Detected'), h('dd', {}, result.detected.length ? result.detected.map((d) => `${d.type} × ${d.count}`).join(', ') : 'nothing'),
    ),
    content,
    h('form', { method: 'dialog' }, h('button', { class: 'primary' }, 'Close')),
  );
  document.body.append(dialog);
  dialog.showModal();
}
