import { ApiError } from '../http/errors.js';
import { DestinationAddressError, DestinationLookupError, permittedAddresses, type Resolver } from './resolver.js';

const MAX_URL_LENGTH = 2048;
const MAX_HEADER_VALUE_LENGTH = 8192;
/** RFC 9110 token characters. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
/** Control characters other than tab would split or corrupt the request. */
const HEADER_VALUE_FORBIDDEN = /[\u0000-\u0008\u000a-\u001f\u007f]/;
/** Headers the HTTP exchange itself owns; a credential may not replace them. */
const RESERVED_HEADERS = new Set([
  'host', 'content-type', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'te',
  'trailer', 'upgrade', 'expect', 'proxy-authorization', 'proxy-connection',
]);

/** A 422 naming the field and the rule broken, never the submitted value. */
const invalid = (path: string, code: string, message: string) =>
  new ApiError('VALIDATION_FAILED', message, [{ path, code, message }]);

/**
 * An absolute HTTPS URL without embedded credentials, whose host resolves to at least one
 * address a destination may use. Returns the normalised URL.
 */
export async function checkDestinationUrl(raw: string, allowPrivate: boolean, resolve: Resolver): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('url', 'invalid_url', 'url must be an absolute URL');
  }
  if (url.protocol !== 'https:') throw invalid('url', 'https_required', 'url must use https');
  if (url.username !== '' || url.password !== '') {
    throw invalid('url', 'credentials_in_url', 'url must not carry credentials; use auth_header_name and auth_header_value');
  }
  if (url.href.length > MAX_URL_LENGTH) throw invalid('url', 'too_long', `url must be at most ${MAX_URL_LENGTH} characters`);
  try {
    await permittedAddresses(url.hostname, allowPrivate, resolve);
  } catch (error) {
    if (error instanceof DestinationAddressError) {
      throw invalid('url', 'address_refused', 'url must not lead to a private, loopback, link-local or metadata address');
    }
    if (error instanceof DestinationLookupError) throw invalid('url', 'unresolvable_host', 'the host name of url does not resolve');
    throw error;
  }
  return url.href;
}

export function checkHeaderName(name: string): string {
  if (!HEADER_NAME.test(name)) {
    throw invalid('auth_header_name', 'invalid_header_name', 'auth_header_name must be an HTTP header name (letters, digits and !#$%&\'*+.^_`|~-)');
  }
  if (RESERVED_HEADERS.has(name.toLowerCase())) {
    throw invalid('auth_header_name', 'reserved_header_name', 'auth_header_name names a header the HTTP exchange sets itself');
  }
  return name;
}

export function checkHeaderValue(value: string): string {
  if (value.length > MAX_HEADER_VALUE_LENGTH || HEADER_VALUE_FORBIDDEN.test(value)) {
    throw invalid(
      'auth_header_value',
      'invalid_header_value',
      `auth_header_value must be at most ${MAX_HEADER_VALUE_LENGTH} characters without line breaks or control characters`,
    );
  }
  return value;
}

export const headerValueNeedsName = () =>
  invalid('auth_header_name', 'required', 'auth_header_name is required when auth_header_value is set');
