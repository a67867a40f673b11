import type { NameRule } from '../types.js';

/**
 * Which assigned names say "this value is a secret", read on a name's words (`nameWords`):
 * `DB_PASSWORD`, `dbPassword` and `db.password` all read `db password`.
 */

/** Words that name a password on their own. */
const PASSWORD_WORDS = new Set(['password', 'passwd', 'passphrase', 'pwd', 'pass', 'passcode', 'pw', 'pword']);
/** Words that name a secret on their own. */
const SECRET_WORDS = new Set(['secret', 'secrets', 'token', 'apikey', 'credential', 'credentials', 'creds', 'bearer', 'privatekey', 'auth', 'pat']);
/** `key` says secret only after one of these (`api key`, `secret key`); a sort key, a map key or `key` alone does not. */
const KEY_QUALIFIERS = new Set([
  'api', 'access', 'secret', 'private', 'master', 'encryption', 'encrypt', 'decryption', 'signing', 'sign', 'auth', 'client', 'app',
  'application', 'account', 'subscription', 'x', 'consumer', 'shared', 'session', 'hmac', 'jwt', 'webhook', 'storage', 'admin',
  'license', 'licence', 'crypto', 'aes', 'rsa', 'gpg', 'pgp', 'ssh', 'deploy', 'cipher', 'root', 'management', 'secondary',
  'service', 'server', 'write', 'read', 'ingest', 'insert', 'rest', 'partner', 'merchant', 'live', 'prod', 'production',
]);
/** Compound words written as one, read as their parts (`APIKEY`, `passwd` are whole already). */
const TAIL_WORDS = ['password', 'passwd', 'secret', 'token', 'apikey', 'key'];
/**
 * A last word that makes the name about something else than the secret itself: where it is
 * kept, what it is called, how long it lives, how it is checked (`password_file`, `token_url`,
 * `secret_name`, `apiKeyHeader`, `passwordMinLength`).
 */
const NOT_THE_VALUE = new Set([
  'file', 'files', 'path', 'paths', 'dir', 'directory', 'name', 'names', 'type', 'types', 'id', 'ids', 'url', 'uri', 'urls', 'endpoint',
  'length', 'len', 'size', 'count', 'min', 'max', 'minimum', 'maximum', 'expiry', 'expires', 'expiration', 'expire', 'ttl', 'timeout',
  'lifetime', 'age', 'env', 'var', 'variable', 'field', 'fields', 'header', 'headers', 'prefix', 'suffix', 'regex', 'pattern', 'policy',
  'label', 'hint', 'placeholder', 'message', 'msg', 'error', 'errors', 'format', 'version', 'provider', 'providers', 'manager', 'store',
  'enabled', 'disabled', 'required', 'set', 'exists', 'changed', 'reset', 'rotation', 'hash', 'hashed', 'digest', 'mode', 'method',
  'kind', 'ref', 'reference', 'arn', 'location', 'index', 'usage', 'limit', 'class', 'helper', 'config', 'template', 'option', 'options',
  'flag', 'check', 'validator', 'validation', 'input', 'output', 'button', 'form', 'icon', 'text', 'title', 'description', 'help',
  'cache', 'callback', 'handler', 'listener', 'event', 'status', 'state', 'strength', 'rule', 'rules', 'source', 'sources', 'service',
  'type', 'schema', 'key', 'keys', 'bytes', 'bits', 'algorithm', 'alg', 'encoding', 'scope', 'scopes', 'audience', 'issuer', 'user',
  'username', 'login', 'email', 'count', 'counter', 'number', 'visible', 'visibility', 'toggle', 'confirm', 'confirmation', 'match',
  'mismatch', 'strategy', 'storage', 'backend', 'command', 'cmd', 'prompt', 'dialog', 'modal', 'page', 'view', 'screen', 'link',
  'request', 'response', 'payload', 'list', 'map', 'table', 'column', 'row', 'db', 'parameter', 'param', 'params', 'arg', 'args',
  'argument', 'property', 'attribute', 'attr', 'selector', 'element', 'component', 'widget', 'tab', 'step', 'stage', 'phase',
  'info', 'context', 'ctx', 'middleware', 'module', 'factory', 'builder', 'plugin', 'loader', 'util', 'utils', 'lib', 'mixin',
]);
/** A first word that makes the name a public or non-secret value (`public_key`, `next_token`, `csrf_token`). */
const NOT_SECRET_FIRST = new Set([
  'public', 'publishable', 'pub', 'next', 'page', 'prev', 'previous', 'continuation', 'sync', 'cancellation', 'cancel', 'csrf', 'xsrf',
  'lexer', 'parse', 'parser', 'syntax', 'sort', 'primary', 'foreign', 'partition', 'cache', 'lookup', 'idempotency', 'dedup', 'i18n',
  'translation', 'hash', 'row', 'map', 'dict', 'index', 'unique', 'cursor', 'pagination', 'show', 'hide', 'toggle', 'is', 'has',
  'use', 'enable', 'require', 'min', 'max', 'get', 'set', 'on', 'handle', 'validate', 'check', 'no', 'without', 'skip', 'expected',
  'mock', 'example', 'sample', 'dummy',
]);

/** The name's words with compounds split off at a secret word (`dbpassword` → `db`, `password`). */
function splitCompounds(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const tail = TAIL_WORDS.find((candidate) => word.length > candidate.length + 1 && word.endsWith(candidate) && !PASSWORD_WORDS.has(word) && !SECRET_WORDS.has(word));
    if (tail === undefined) out.push(word);
    else out.push(word.slice(0, word.length - tail.length), tail);
  }
  return out;
}

/** The last word that says secret, and the words before it; null when no word does. */
function secretWord(words: readonly string[], which: WordTest): number {
  for (let k = words.length - 1; k >= 0; k--) if (which(words[k], words[k - 1], k === words.length - 1)) return k;
  return -1;
}

/** Whether a word of a name says secret, given the word before it and whether it ends the name. */
type WordTest = (word: string, before: string | undefined, last: boolean) => boolean;

function judged(parts: readonly string[], which: WordTest): boolean {
  const at = secretWord(parts, which);
  if (at < 0) return false;
  // `password_file`, `api_key_header`: a last word after the secret word that names something else.
  for (let k = at + 1; k < parts.length; k++) if (NOT_THE_VALUE.has(parts[k])) return false;
  for (let k = 0; k < at; k++) if (NOT_SECRET_FIRST.has(parts[k])) return false;
  return true;
}

/** `pass` and `pw` name a password only as a name's last word (`DB_PASS`); `STENCIL_PASS_DEPTH` is a render pass. */
const LAST_WORD_ONLY = new Set(['pass', 'pw']);
const isPasswordWord = (word: string, _before: string | undefined, last: boolean) => PASSWORD_WORDS.has(word) && (last || !LAST_WORD_ONLY.has(word));
const isSecretWord = (word: string, before: string | undefined) =>
  SECRET_WORDS.has(word) || (word === 'key' && before !== undefined && KEY_QUALIFIERS.has(before));

/** What a name says, read once per assigned name: its words with compounds split, and whether it names a password or another secret. */
export interface NameReading {
  readonly words: readonly string[];
  readonly password: boolean;
  readonly secret: boolean;
}

export function readName(words: readonly string[]): NameReading {
  const parts = splitCompounds(words);
  const password = judged(parts, isPasswordWord);
  return { words: parts, password, secret: !password && judged(parts, isSecretWord) };
}

/** Whether a reading meets a detector's rule. */
export function meetsRule(reading: NameReading, rule: NameRule): boolean {
  const says = rule.says === 'password' ? reading.password : rule.says === 'secret' ? reading.secret : reading.password || reading.secret;
  if (!says || rule.services === undefined) return says;
  for (const word of reading.words) if (rule.services.includes(word)) return true;
  return false;
}

/** Names of a password: `password`, `DB_PASSWORD`, `dbPass`, `pwd`, `smtp.passwd`. */
export const namesPassword: NameRule = { says: 'password' };

/** Names of any other secret: `api_key`, `apiToken`, `client_secret`, `X-Api-Key`, `auth`, `SECRET_KEY_BASE`. */
export const namesSecret: NameRule = { says: 'secret' };

/** A name that says secret and names one of `services` (`TWILIO_AUTH_TOKEN`, `datadogApiKey`, `DD_APP_KEY`). */
export function namesServiceSecret(services: readonly string[]): NameRule {
  return { says: 'either', services };
}
