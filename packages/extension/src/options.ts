import { resolveSettings, SETTING_KEYS, type SettingKey, type Settings } from './settings.js';
import { STORE } from './shared.js';

const form = document.querySelector<HTMLFormElement>('#options')!;
const status = document.querySelector<HTMLElement>('#status')!;

/** The form's values in the same shape as the managed schema, so both go through resolveSettings. */
function formValues(data: FormData): Partial<Record<SettingKey, unknown>> {
  const values: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const raw = data.get(key);
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    values[key] = key === 'sites' ? raw.split(/\s+/).filter((site) => site !== '') : raw.trim();
  }
  return values;
}

async function load(): Promise<void> {
  const [managed, local] = await Promise.all([
    chrome.storage.managed.get(null).catch(() => ({})),
    chrome.storage.local.get([STORE.userSettings, STORE.profileActorId]),
  ]);
  const resolved = resolveSettings(managed, local[STORE.userSettings], (local[STORE.profileActorId] as string | undefined) ?? '');
  for (const key of SETTING_KEYS) {
    const field = form.elements.namedItem(key) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    const value = resolved.settings[key as keyof Settings];
    field.value = Array.isArray(value) ? value.join('\n') : String(value);
    field.disabled = resolved.managed.includes(key);
  }
  document.querySelector<HTMLElement>('#managed-note')!.hidden = resolved.managed.length === 0;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const values = formValues(new FormData(form));
  const { invalid } = resolveSettings({}, values, '');
  if (invalid.length > 0) {
    status.textContent = `Not saved: check ${invalid.join(', ')}.`;
    return;
  }
  await chrome.storage.local.set({ [STORE.userSettings]: values });
  status.textContent = 'Saved. Connecting…';
});

chrome.storage.onChanged.addListener((changes, area) => {
  if (area !== 'local' || !(STORE.status in changes)) return;
  const next = changes[STORE.status].newValue as { state: string; orgId?: string; message?: string } | undefined;
  if (next?.state === 'connected') status.textContent = `Connected to ${next.orgId}.`;
  else if (next?.state === 'refused' || next?.state === 'offline') status.textContent = `Not connected: ${next.message ?? next.state}`;
});

void load();
