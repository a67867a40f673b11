import { NetworkError, reach } from './api.js';
import { analyticsView } from './analytics-view.js';
import { auditView } from './audit-view.js';
import type { View, ViewContext } from './context.js';
import { h, replaceChildren } from './dom.js';
import { retryButton } from './forms.js';
import { forwardingView } from './forwarding-view.js';
import { organizationsView } from './organizations-view.js';
import { policiesView } from './policies-view.js';
import { listOrgs, openSession, type Session, signInView } from './sign-in.js';
import type { Org, Vocabulary } from './types.js';

const KEY_STORAGE = 'preflight.dashboard.key';
const ORG_STORAGE = 'preflight.dashboard.org';

const SECTIONS: { id: string; label: string; view: View }[] = [
  { id: 'organizations', label: 'Organizations', view: organizationsView },
  { id: 'policies', label: 'Policies', view: policiesView },
  { id: 'audit', label: 'Audit log', view: auditView },
  { id: 'analytics', label: 'Analytics', view: analyticsView },
  { id: 'forwarding', label: 'Forwarding', view: forwardingView },
];

const main = () => document.getElementById('main') as HTMLElement;
const nav = () => document.getElementById('nav') as HTMLElement;
const account = () => document.getElementById('account') as HTMLElement;

function currentSection() {
  const id = location.hash.replace(/^#\/?/, '');
  return SECTIONS.find((s) => s.id === id) ?? SECTIONS[0];
}

async function boot(): Promise<void> {
  let vocabulary: Vocabulary;
  try {
    vocabulary = (await (await reach('/dashboard/vocabulary.json')).json()) as Vocabulary;
  } catch (error) {
    replaceChildren(main(), failure('Preflight', error, () => void boot()));
    return;
  }
  const stored = sessionStorage.getItem(KEY_STORAGE);
  if (stored) {
    try {
      start(vocabulary, await openSession(stored));
      return;
    } catch {
      sessionStorage.removeItem(KEY_STORAGE);
    }
  }
  showSignIn(vocabulary);
}

function showSignIn(vocabulary: Vocabulary): void {
  replaceChildren(nav());
  replaceChildren(account());
  replaceChildren(
    main(),
    signInView((key, session) => {
      sessionStorage.setItem(KEY_STORAGE, key);
      start(vocabulary, session);
    }),
  );
  main().querySelector('input')?.focus();
}

function start(vocabulary: Vocabulary, session: Session): void {
  const preferred = sessionStorage.getItem(ORG_STORAGE);
  const ctx: ViewContext = {
    api: session.api,
    vocabulary,
    isAdministrator: session.isAdministrator,
    orgs: session.orgs,
    org: session.orgs.find((o) => o.org_id === preferred) ?? session.orgs[0] ?? null,
    selectOrg(orgId) {
      ctx.org = ctx.orgs.find((o) => o.org_id === orgId) ?? ctx.org;
      if (ctx.org) sessionStorage.setItem(ORG_STORAGE, ctx.org.org_id);
      renderAccount(ctx, vocabulary);
      void render(ctx);
    },
    refresh: () => void render(ctx),
    async reloadOrgs() {
      ctx.orgs = await listOrgs(ctx.api);
      ctx.org = ctx.orgs.find((o) => o.org_id === ctx.org?.org_id) ?? ctx.orgs[0] ?? null;
      renderAccount(ctx, vocabulary);
    },
  };
  window.onhashchange = () => void render(ctx);
  renderAccount(ctx, vocabulary);
  void render(ctx);
}

/** The organization switcher and sign-out button in the header. */
function renderAccount(ctx: ViewContext, vocabulary: Vocabulary): void {
  const switcher = h(
    'select',
    { id: 'org-switcher', onchange: (e: Event) => ctx.selectOrg((e.target as HTMLSelectElement).value) },
    ...ctx.orgs.map((o: Org) => h('option', { value: o.org_id, selected: o.org_id === ctx.org?.org_id }, o.name)),
  );
  const signOut = h('button', {
    type: 'button',
    class: 'link',
    onclick: () => {
      sessionStorage.removeItem(KEY_STORAGE);
      window.onhashchange = null;
      showSignIn(vocabulary);
    },
  }, 'Sign out');
  replaceChildren(
    account(),
    ctx.orgs.length ? [h('label', { for: 'org-switcher' }, 'Organization'), switcher] : null,
    signOut,
  );
}

async function render(ctx: ViewContext): Promise<void> {
  const section = currentSection();
  replaceChildren(
    nav(),
    h('ul', {}, ...SECTIONS.map((s) =>
      h('li', {}, h('a', { href: `#${s.id}`, 'aria-current': s === section ? 'page' : null }, s.label)),
    )),
  );
  document.title = `${section.label} · Preflight`;
  (document.getElementById('problem') as HTMLElement).hidden = true;
  // The previous screen stays until the next one has its data; meanwhile it is dimmed and a
  // visible (and announced) line says what is loading.
  const loading = document.getElementById('loading') as HTMLElement;
  loading.textContent = `Loading ${section.label}…`;
  loading.hidden = false;
  main().setAttribute('aria-busy', 'true');
  try {
    replaceChildren(main(), await section.view(ctx));
  } catch (error) {
    replaceChildren(main(), failure(section.label, error, () => void render(ctx)));
  }
  loading.hidden = true;
  main().removeAttribute('aria-busy');
  main().querySelector<HTMLElement>('h1')?.focus();
}

/** A screen that could not be loaded; when the server was out of reach, with "Try again". */
function failure(title: string, error: unknown, retry: () => void): HTMLElement {
  return h(
    'div',
    { class: 'card', role: 'alert' },
    h('h1', { tabindex: '-1' }, title),
    h('p', {}, error instanceof Error ? error.message : 'This screen could not be loaded.'),
    error instanceof NetworkError ? retryButton(retry) : null,
  );
}

void boot();
