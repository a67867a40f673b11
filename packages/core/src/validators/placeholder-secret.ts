/**
 * Values that only stand in for a secret: template references, angle-bracket slots, lookups of
 * the environment, masked runs and the stock words documentation uses. Flagging them would
 * teach users to ignore real findings.
 */
const TEMPLATE_SYNTAX = new RegExp(
  [
    '\\$\\{[A-Za-z_][\\w.:-]*(?::?-[^}]*)?\\}', // ${NAME}, ${NAME:-default}
    '\\{\\{\\s*[-\\w.$|()\'" ]+\\s*\\}\\}', // {{ .Values.password }}
    '\\$\\{\\{\\s*[\\w.\\s]+\\}\\}', // ${{ secrets.X }}
    '%\\([a-z_]+\\)s', // Python's %(password)s
    '^\\$[A-Za-z_]\\w*$', // $PASSWORD
    '^\\$\\([^)]*\\)$', // $(command)
    '^%[A-Za-z_]\\w*%$', // %PASSWORD%
    '<[A-Za-z][\\w .-]{0,62}>', // <your-token-here>
    '^\\[[A-Za-z][\\w .-]{0,62}\\]$', // [REDACTED]
    '%s',
    '^(?:process\\.env|os\\.environ|os\\.getenv|System\\.getenv|Environment\\.GetEnvironmentVariable|ENV\\[|env\\(|getenv\\()',
  ].join('|'),
);
const MASKED_RUN = /([*xX.#•-])\1{3,}|…/;
const STOCK_WORDS =
  /^(?:pass(?:word|wd)?\d*|secret|changeme|change_me|changeit|example|test|testing|dummy|sample|placeholder|redacted|hidden|none|null|nil|undefined|true|false|todo|fixme|tbd|default|admin|root|guest|user|postgres|mysql|letmein|qwerty\w*|abc\d*|123\d*|your[-_]?\w{0,40}|my[-_]?\w{0,30}|x+|\*+|(?:replace|insert|enter|put|set|add|fill)[-_ ]?\w{0,40}|\w{0,30}[-_](?:here|goes[-_]here|placeholder|example|changeme))$/i;

export function isPlaceholderSecret(value: string): boolean {
  return TEMPLATE_SYNTAX.test(value) || MASKED_RUN.test(value) || STOCK_WORDS.test(value);
}
