/**
 * Placeholder (or hash token) → original value, for restoring an AI tool's answer locally.
 * It holds raw values: keep it in memory, never store, log or send it.
 */
export type Vault = Readonly<Record<string, string>>;

/** A token's text between its brackets: no brackets or line breaks, bounded so the search stays linear. */
const TOKEN = /\[[^[\]\r\n]{1,100}\]/g;

/** Every bracketed token already written in `text`, so new placeholders can avoid them. */
export function tokensIn(text: string): Set<string> {
  const found = new Set<string>();
  if (!text.includes('[')) return found;
  for (const match of text.matchAll(TOKEN)) found.add(match[0]);
  return found;
}

/** Restores every token the vault knows, wherever and however often it occurs in `text`. */
export function unmask(text: string, vault: Vault): string {
  return text.replace(TOKEN, (token) => (Object.hasOwn(vault, token) ? vault[token] : token));
}
