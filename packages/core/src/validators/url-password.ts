import type { Verdict } from '../types.js';
import { isPlaceholderSecret } from './placeholder-secret.js';

/**
 * A URL's password sits between the first `:` after `://` and the last `@` before the host; a
 * placeholder, or a password equal to its user name (`postgres:postgres`), is no secret.
 */
export function urlPasswordVerdict(url: string): Verdict {
  const credentials = url.slice(url.indexOf('://') + 3, url.lastIndexOf('@'));
  const colon = credentials.indexOf(':');
  const user = credentials.slice(0, colon);
  const password = credentials.slice(colon + 1);
  return isPlaceholderSecret(password) || password === user ? 'reject' : 'none';
}
