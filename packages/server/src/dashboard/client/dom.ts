export type Child = Node | string | number | null | undefined | false;
type AttrValue = string | number | boolean | null | undefined | ((event: Event) => void);

/**
 * Builds an element. Attributes named `on…` with a function become listeners; `false`, null and
 * undefined leave an attribute out; text children are text nodes, so nothing is parsed as markup.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, AttrValue> = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.slice(2), value);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

export function replaceChildren(parent: Element, ...children: (Child | Child[])[]): void {
  parent.replaceChildren();
  append(parent, children);
}

let nextId = 0;
export const uniqueId = (prefix: string) => `${prefix}-${++nextId}`;

/** Writes a message to the page's polite live region, so screen readers hear results. */
export function announce(message: string): void {
  const region = document.getElementById('announcer');
  if (region) region.textContent = message;
}

export const formatNumber = (n: number) => n.toLocaleString('en-US');

/** To the second: checks a second apart are told apart, and times match the audit export's. */
export const formatDateTime = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** Upper-case vocabulary (`AI_TOOL`) as words (`AI tool`). */
export function humanize(value: string): string {
  const words = value.toLowerCase().split('_');
  return words.map((w, i) => (w === 'ai' || w === 'eu' || w === 'api' || w === 'phi' || w === 'pii' ? w.toUpperCase() : i === 0 ? w[0].toUpperCase() + w.slice(1) : w)).join(' ');
}

/** An empty list or screen that says what to do next, with a link or a button to do it. */
export function emptyState(message: string, next: { label: string; href?: string; onclick?: () => void }): HTMLElement {
  const action = next.href
    ? h('a', { href: next.href }, next.label)
    : h('button', { type: 'button', onclick: next.onclick }, next.label);
  return h('div', { class: 'empty' }, h('p', {}, message), action);
}

/** A screen that needs an organization, before there is one. */
export function needsOrganization(title: string): HTMLElement {
  return h(
    'div',
    { class: 'view' },
    h('h1', { tabindex: '-1' }, title),
    emptyState('There is no organization yet. Everything here belongs to one.', { label: 'Create an organization', href: '#organizations' }),
  );
}
