import { unmask, type Vault } from '@preflight/core';

/** How a restored value is written where a placeholder stood. */
export type Escaping = 'text' | 'json-string';

const escapeFor = (escaping: Escaping) =>
  escaping === 'text' ? (value: string) => value : (value: string) => JSON.stringify(value).slice(1, -1);

/** Restores every placeholder of `vault` in a whole text; inside JSON text, values are escaped for a string literal. */
export function restoreAll(text: string, vault: Vault, escaping: Escaping): string {
  if (escaping === 'text') return unmask(text, vault);
  const escape = escapeFor(escaping);
  const escaped: Record<string, string> = {};
  for (const [token, value] of Object.entries(vault)) escaped[token] = escape(value);
  return unmask(text, escaped);
}

/**
 * Restores placeholders in text that arrives in pieces (`[EMA` + `IL_1]`), holding back only a
 * tail that is still the beginning of one of the vault's placeholders, so no more than a
 * placeholder's length is ever held and everything else goes out as soon as it arrives.
 */
export class PlaceholderStream {
  private held = '';
  private readonly tokens: string[];
  private readonly vault: Vault;

  constructor(vault: Vault, escaping: Escaping) {
    this.tokens = Object.keys(vault);
    this.vault = escaping === 'text' ? vault : Object.fromEntries(Object.entries(vault).map(([t, v]) => [t, escapeFor(escaping)(v)]));
  }

  /** The restored text that can go out now. */
  push(piece: string): string {
    const text = this.held + piece;
    const cut = this.holdFrom(text);
    this.held = text.slice(cut);
    const out = text.slice(0, cut);
    return out.includes('[') ? unmask(out, this.vault) : out;
  }

  /** Whether a beginning of a placeholder is held. */
  get holding(): boolean {
    return this.held !== '';
  }

  /** What is still held, restored: the stream ended. */
  flush(): string {
    const rest = this.held;
    this.held = '';
    return rest;
  }

  /** Where the tail that may still become a placeholder starts (text.length when none may). */
  private holdFrom(text: string): number {
    const open = text.lastIndexOf('[');
    if (open === -1 || text.indexOf(']', open) !== -1) return text.length;
    const tail = text.slice(open);
    return this.tokens.some((token) => token.length > tail.length && token.startsWith(tail)) ? open : text.length;
  }
}
