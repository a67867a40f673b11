import { Preflight } from '@preflight/client';
import { guardForm } from './guard.js';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/**
 * The page talks to the Preflight server named by `?server=` (which must list this page's origin
 * in PREFLIGHT_CORS_ORIGINS), else to the one it was loaded from; an extension would use its options.
 */
const serverUrl = new URLSearchParams(location.search).get('server') ?? location.origin;

byId<HTMLFormElement>('connect').addEventListener('submit', async (event) => {
  event.preventDefault();
  const status = byId<HTMLElement>('status');
  const licenseKey = byId<HTMLInputElement>('license').value;
  try {
    const preflight = await Preflight.connect({ baseUrl: serverUrl, licenseKey, sourceType: 'BROWSER_EXTENSION' });
    // Report what is queued when the tab goes away; the queue also uploads on its own timer.
    addEventListener('pagehide', () => void preflight.flush());
    guardForm(preflight, {
      form: byId('prompt'),
      textarea: byId('text'),
      status,
      destination: 'AI_TOOL',
      send: (text) => {
        byId<HTMLElement>('sent').textContent = text;
        void preflight.flush();
      },
    });
    byId<HTMLFormElement>('connect').hidden = true;
    byId<HTMLFormElement>('prompt').hidden = false;
    status.textContent = `Connected; policy ${preflight.policyVersion}`;
  } catch (error) {
    status.textContent = `Could not connect (${(error as { code?: string }).code ?? 'error'})`;
  }
});
