import { Api, ApiRequestError } from './api.js';
import { h } from './dom.js';
import { field, formStatus } from './forms.js';
import type { Org, Page } from './types.js';

/** Administrator keys start with this prefix (see the OpenAPI security schemes). */
const ADMINISTRATOR_PREFIX = 'pfa_';

export interface Session {
  api: Api;
  isAdministrator: boolean;
  orgs: Org[];
}

/** Checks a key by listing organizations: only management and administrator keys may. */
export async function openSession(key: string): Promise<Session> {
  const api = new Api(key);
  return { api, isAdministrator: key.startsWith(ADMINISTRATOR_PREFIX), orgs: await listOrgs(api) };
}

export async function listOrgs(api: Api): Promise<Org[]> {
  return (await api.get<Page<Org>>('/api/orgs', { limit: 500 })).items;
}

function signInFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 401) return 'That key was not accepted. Check it and try again.';
  if (error instanceof ApiRequestError && error.status === 403) {
    return 'Policy and license keys cannot sign in here. Use a management key (pfm_…) or the administrator key (pfa_…).';
  }
  return 'The service could not be reached. Try again.';
}

/** The sign-in form; `onSignedIn` receives the key and the session it opened. */
export function signInView(onSignedIn: (key: string, session: Session) => void): HTMLElement {
  const input = h('input', { name: 'key', type: 'password', autocomplete: 'off', spellcheck: 'false', required: true });
  const status = formStatus();
  const form = h(
    'form',
    {
      class: 'card sign-in',
      novalidate: true,
      onsubmit: async (event: Event) => {
        event.preventDefault();
        const key = input.value.trim();
        status.replaceChildren();
        if (!key) {
          status.replaceChildren('Enter a key.');
          return;
        }
        try {
          onSignedIn(key, await openSession(key));
        } catch (error) {
          status.replaceChildren(signInFailure(error));
        }
      },
    },
    h('h1', { tabindex: '-1' }, 'Sign in'),
    h('p', {}, 'Use an organization management key or the administrator key. It is kept only in this browser tab.'),
    field('Management or administrator key', input),
    status,
    h('button', { type: 'submit', class: 'primary' }, 'Sign in'),
  );
  return form;
}
