import { isPlaceholderSecret } from './placeholder-secret.js';

/**
 * Whether a value assigned to a keyword like `password` or `api_key` looks like a real secret
 * rather than a name, a sentence fragment or a stand-in. Random keys mix letters with digits or
 * symbols; identifiers (SCREAMING_SNAKE, snake_case, kebab-case, UUIDs) and plain words do not.
 */
const IDENTIFIER = /^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z0-9]+(?:-[a-z0-9]+)+|[A-Za-z]+)$/;
/** File paths and URLs sit next to `token` and `secret` often (token_file, secret_path). */
const PATH_LIKE = /^(?:\/|\.\/|~\/)|\/\//;
const STAND_IN = /example|sample|dummy|placeholder|changeme|change_me|redacted|your_|your-|xxxx|1234567|abcdef|qwerty/i;

export function isLikelySecretValue(value: string): boolean {
  if (isPlaceholderSecret(value) || IDENTIFIER.test(value) || PATH_LIKE.test(value) || STAND_IN.test(value)) return false;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((kind) => kind.test(value)).length;
  return kinds >= 2;
}
