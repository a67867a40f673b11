import type { Activity, ConnectionStatus, ExtensionMessage } from './shared.js';
import { STORE } from './shared.js';

const text = (selector: string, value: string) => {
  document.querySelector(selector)!.textContent = value;
};

const CONNECTION: Record<ConnectionStatus['state'], string> = {
  'not-configured': 'Not configured: open Options',
  connected: 'Connected',
  offline: 'Server unreachable; using the last verified policy',
  refused: 'License refused by the server',
};

async function render(): Promise<void> {
  const stored = await chrome.storage.local.get([STORE.status, STORE.activity]);
  const status = stored[STORE.status] as ConnectionStatus | undefined;
  const activity = stored[STORE.activity] as Activity | undefined;
  text('#org', status?.orgId ?? '–');
  text('#policy', status?.policyVersion ?? '–');
  text('#connection', status ? CONNECTION[status.state] : '–');
  const isToday = activity?.day === new Date().toLocaleDateString('sv');
  for (const cell of document.querySelectorAll<HTMLElement>('#today td')) {
    const decision = cell.dataset.decision as keyof Activity['counts'];
    cell.textContent = String(isToday ? activity!.counts[decision] : 0);
  }
  const list = document.querySelector('#recent')!;
  list.replaceChildren(
    ...(activity?.recent ?? []).slice(0, 8).map((entry) => {
      const item = document.createElement('li');
      const types = Object.entries(entry.types).map(([type, count]) => `${type} ×${count}`).join(', ') || 'nothing found';
      const label = document.createElement('span');
      label.className = `decision-${entry.decision}`;
      label.textContent = `${entry.decision} · ${entry.channel} on ${entry.site} · ${types}`;
      item.append(label);
      if (entry.decision !== 'ALLOWED') {
        const report = document.createElement('button');
        report.type = 'button';
        report.textContent = entry.reportedFalsePositive ? 'Reported' : 'Report a false positive';
        report.disabled = entry.reportedFalsePositive === true;
        report.addEventListener('click', async () => {
          const message: ExtensionMessage = { kind: 'false-positive', decisionId: entry.id };
          await chrome.runtime.sendMessage(message);
          text('#fp-status', 'Reported to your organization: the decision and its types, without any text.');
          await render();
        });
        item.append(report);
      }
      return item;
    }),
  );
  if (list.childElementCount === 0) list.replaceChildren(Object.assign(document.createElement('li'), { textContent: 'No checks yet.' }));
}

void render();
