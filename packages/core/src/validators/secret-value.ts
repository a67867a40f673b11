import type { Verdict } from '../types.js';
import { shannonEntropy } from './entropy.js';
import { isPlaceholderSecret } from './placeholder-secret.js';

/**
 * Whether a value assigned to a secret-naming key is a secret: 'confirm' when it has a secret's
 * shape and entropy, 'none' when it may be one (a short password), 'reject' when it is a name,
 * a reference, a path, a sentence or a stand-in. The name has been judged already.
 */

/** Names and references a value holds instead of a secret: identifiers in any case, dotted lookups, calls. */
const IDENTIFIER = new RegExp(
  `^(?:${[
    '_*[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+', // SCREAMING_SNAKE
    '_*[a-z][a-z0-9]*(?:_[a-z0-9]+)+', // snake_case
    '[a-z0-9]+(?:-[a-z0-9]+)+', // kebab-case
    '(?:[A-Z]?[a-z]+|[A-Z]{2,}[a-z]*|[A-Z])(?:-(?:[A-Z]?[a-z]+|[A-Z]{2,}[a-z]*|[A-Z]))+', // Header-Name
    '_*[a-z]{2,}(?:[A-Z][a-z]{2,}|\\d{1,3})*(?:[A-Z][a-z]{2,}|[A-Z][a-z]?|[A-Z]{2,4}|\\d{1,3})', // camelCase
    '(?:[A-Z][a-z]{2,}){2,}\\d{0,3}', // PascalCase
    '[A-Za-z]+', // a word
    '\\.?[A-Za-z_$][\\w$]*(?:\\??\\.[A-Za-z_$][\\w$]*)+', // a dotted lookup, optional chaining too
    '[\\w$.]+\\(.*\\)', // a call
    '[\\w$.]+\\[.*\\]', // an index
  ].join('|')})$`,
);
/** Paths and URLs sit next to `token` and `secret` often (token_file, secret_path). */
const PATH_OR_URL = /^(?:\/|\.\.?\/|~\/|[A-Za-z]:\\|\\\\)|:\/\//;
/** A relative path's segments read as words (`config/prod`, `password_manager/ie7_password.cc`); a base64 key's do not. */
const RELATIVE_PATH = /^[\w.-]+(?:\/[\w.-]+)+$/;
const WORD_SEGMENT = /^(?:[a-z0-9._-]+|[A-Z][a-z0-9._-]*|[A-Z0-9._-]+)$/;

function isPathOrUrl(value: string): boolean {
  return PATH_OR_URL.test(value) || (RELATIVE_PATH.test(value) && value.split('/').every((segment) => WORD_SEGMENT.test(segment)));
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER_OR_VERSION = /^(?:[\d.,:_ -]+|v?\d+(?:\.\d+){1,3}(?:[-+][0-9A-Za-z.-]+)?|0x[0-9a-f]+|#[0-9a-f]{3,8})$/i;
/** `user:password`, `username:token`: two words that name the parts of a credential, not a credential. */
const NAMED_PARTS = /^[A-Za-z_]+:[A-Za-z_]+$/;
const DATA_URI = /^data:/i;
/** Words of a sentence, not of a passphrase: `Enter your password`, `must be at least 12 characters`. */
const PROSE_WORDS = /\b(?:the|your|you|enter|please|must|should|will|is|are|be|for|of|to|with|and|or|if|not|this|that|here|password|secret|token|key|value|characters?)\b/i;
const PASSPHRASE = /^[A-Za-z]+(?:[ -][A-Za-z]+){2,}$/;

function characterClasses(value: string): number {
  let lower = 0;
  let upper = 0;
  let digit = 0;
  let other = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 97 && code <= 122) lower = 1;
    else if (code >= 65 && code <= 90) upper = 1;
    else if (code >= 48 && code <= 57) digit = 1;
    else other = 1;
  }
  return lower + upper + digit + other;
}

/** A regular expression, not a secret: a character class with a quantifier, an escape class, a group construct. */
const REGEX_LIKE = /\[[^\]]{1,40}\][+*?{]|\\[dwsbDWSB]|\(\?[:=!<]|^\^|\$$/;
/** Runs and words that documentation writes where a real secret would go. */
const FILLER = /abcdef|123456|qwerty|example|sample|dummy|placeholder|redacted|changeme/i;

function isStandIn(value: string): boolean {
  return isPlaceholderSecret(value) || isPathOrUrl(value) || DATA_URI.test(value) || FILLER.test(value) || REGEX_LIKE.test(value) || NAMED_PARTS.test(value);
}

/** A password: short ones count when they mix kinds of characters; a quoted passphrase of plain words counts too. */
export function passwordVerdict(value: string): Verdict {
  if (value.length < 6 || value.length > 128 || isStandIn(value)) return 'reject';
  if (/\s/.test(value)) {
    if (!PASSPHRASE.test(value) || value.length < 15 || PROSE_WORDS.test(value)) return 'reject';
    return 'confirm';
  }
  if (IDENTIFIER.test(value) || /^\d+$/.test(value) || NUMBER_OR_VERSION.test(value)) return 'reject';
  const classes = characterClasses(value);
  if (classes < 2) return 'reject';
  return value.length >= 8 && (classes >= 3 || shannonEntropy(value) >= 3) ? 'confirm' : 'none';
}

/** A key, token or secret: no spaces, at least 12 characters, mixed kinds of characters and enough entropy. */
export function secretVerdict(value: string): Verdict {
  if (value.length < 12 || value.length > 256 || /\s/.test(value) || isStandIn(value)) return 'reject';
  if (IDENTIFIER.test(value) || NUMBER_OR_VERSION.test(value)) return 'reject';
  if (characterClasses(value) < 2) return 'reject';
  const entropy = shannonEntropy(value);
  if (entropy < 3) return 'reject';
  if (UUID.test(value)) return 'none';
  return value.length >= 16 && entropy >= 3.5 ? 'confirm' : 'none';
}

/**
 * A value only near a secret-naming word, without an assignment, stands in prose or a command
 * line: it must also hold a digit, begin with a letter or digit, and not repeat the word.
 */
const NEAR_WORD_SHAPE = /^[A-Za-z0-9](?=.*[0-9])/;
const NAMES_A_SECRET = /passw|passphrase|secret|token|credential|apikey|api_key/i;

function nearWordShape(value: string): boolean {
  return NEAR_WORD_SHAPE.test(value) && !NAMES_A_SECRET.test(value);
}

/** Whether a value next to a secret-naming word (not assigned to it) looks like a secret. */
export function isLikelySecretValue(value: string): boolean {
  return nearWordShape(value) && secretVerdict(value) !== 'reject' && !UUID.test(value);
}

/** Whether a value next to a password-naming word (not assigned to it) is a password with a secret's shape. */
export function isLikelyPasswordNearWord(value: string): boolean {
  return nearWordShape(value) && passwordVerdict(value) === 'confirm';
}
