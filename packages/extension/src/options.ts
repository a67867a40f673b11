import { resolveSettings, SETTING_KEYS, type SettingKey, type Settings } from './settings.js';
import { STORE } from './shared.js';
import { addedSiteAccess, addedSites, siteMatch } from './sites.js';

const form = document.querySelector<HTMLFormElement>('#options')!;
const status = document.querySelector<HTMLElement>('#status')!;
const grant = document.querySelector<HTMLButtonElement>('#grant-sites')!;

/** Added sites whose origin the browser has not granted: Preflight cannot run there yet. */
const sitesWithoutAccess = async (sites: readonly string[]) => (await addedSiteAccess(sites)).missing;

/**
 * Asks the browser for the added sites (it prompts for those not yet granted). The request is the
 * first thing a click's handler awaits, since the browser takes it only during the user's gesture.
 */
async function requestAccess(sites: readonly string[]): Promise<string[]> {
  const added = addedSites(sites);
  if (added.length > 0) await chrome.permissions.request({ origins: added.map(siteMatch) }).catch(() => false);
  return sitesWithoutAccess(sites);
}

/** Sites set by enterprise policy need the same grant, asked for with a button. */
async function showAccess(sites: readonly string[]): Promise<void> {
  const missing = await sitesWithoutAccess(sites);
  grant.hidden = missing.length === 0;
  grant.textContent = `Allow Preflight on ${missing.join(', ')}`;
  grant.onclick = async () => {
    const still = await requestAccess(sites);
    status.textContent = still.length === 0 ? 'Preflight now guards every listed site.' : `Not allowed on ${still.join(', ')}.`;
    await showAccess(sites);
  };
}

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
  await showAccess(resolved.settings.sites);
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const values = formValues(new FormData(form));
  const { invalid, settings } = resolveSettings({}, values, '');
  if (invalid.length > 0) {
    status.textContent = `Not saved: check ${invalid.join(', ')}.`;
    return;
  }
  // Asked first, while the click still counts as the user's gesture the prompt needs.
  const withoutAccess = await requestAccess(settings.sites);
  await chrome.storage.local.set({ [STORE.userSettings]: values });
  status.textContent = withoutAccess.length === 0 ? 'Saved. Connecting…' : `Saved, but not allowed on ${withoutAccess.join(', ')}, which stays unguarded. Connecting…`;
  await showAccess(settings.sites);
});

chrome.storage.onChanged.addListener((changes, area) => {
  if (area !== 'local' || !(STORE.status in changes)) return;
  const next = changes[STORE.status].newValue as { state: string; orgId?: string; message?: string } | undefined;
  if (next?.state === 'connected') status.textContent = `Connected to ${next.orgId}.`;
  else if (next?.state === 'refused' || next?.state === 'offline') status.textContent = `Not connected: ${next.message ?? next.state}`;
});

void load();
