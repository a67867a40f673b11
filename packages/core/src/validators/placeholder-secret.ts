/**
 * Values that only stand in for a secret: template references, angle-bracket or brace slots,
 * masked runs and the stock words documentation uses. Flagging them would teach users to
 * ignore real findings.
 */
const TEMPLATE_SYNTAX = /\$\{|\$\(|\{\{|\}\}|<[^>]{0,64}>|%s|%\(|^\$[A-Za-z_]/;
const MASKED_RUN = /([*xX.#•])\1{3,}/;
const STOCK_WORDS = /^(?:pass(?:word|wd)?|secret|changeme|change_me|example|test|dummy|sample|placeholder|redacted|hidden|none|null|undefined|todo|your[-_]?\w{0,30}|my[-_]?\w{0,30}|x+|\*+)$/i;

export function isPlaceholderSecret(value: string): boolean {
  return TEMPLATE_SYNTAX.test(value) || MASKED_RUN.test(value) || STOCK_WORDS.test(value);
}
