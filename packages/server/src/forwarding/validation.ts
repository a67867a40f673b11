import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { ForwardingConfig } from '../config.js';
import { ApiError } from '../http/errors.js';
import { DestinationAddressError, DestinationLookupError, permittedAddresses, type Resolver } from './resolver.js';

const MAX_URL_LENGTH = 2048;
const MAX_HEADER_VALUE_LENGTH = 8192;
/** RFC 9110 token characters. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
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
export async function checkDestinationUrl(
  raw: string,
  { allowPrivateDestinations, allowedPorts }: Pick<ForwardingConfig, 'allowPrivateDestinations' | 'allowedPorts'>,
  resolve: Resolver,
): Promise<string> {
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
  if (!isAllowedPort(url, allowedPorts)) {
    throw invalid('url', 'port_not_allowed', `url must use port 443${allowedPorts === 'any' ? '' : allowedPorts.filter((p) => p !== 443).map((p) => ` or ${p}`).join('')}`);
  }
  try {
    await permittedAddresses(url.hostname, allowPrivateDestinations, resolve);
  } catch (error) {
    if (error instanceof DestinationAddressError) {
      throw invalid('url', 'address_refused', 'url must not lead to a private, loopback, link-local or metadata address');
    }
    if (error instanceof DestinationLookupError) throw invalid('url', 'unresolvable_host', 'the host name of url does not resolve');
    throw error;
  }
  return url.href;
}

/** Ports a destination URL may name: a list (443 always among them) or any port. */
export type AllowedPorts = readonly number[] | 'any';

export function isAllowedPort(url: URL, allowedPorts: AllowedPorts): boolean {
  // URL leaves the port empty when it is the scheme's default.
  const port = url.port === '' ? 443 : Number(url.port);
  return allowedPorts === 'any' || port === 443 || allowedPorts.includes(port);
}

export function checkHeaderName(name: string): string {
  if (!HEADER_NAME.test(name) || !acceptedByNode(() => validateHeaderName(name))) {
    throw invalid('auth_header_name', 'invalid_header_name', 'auth_header_name must be an HTTP header name (letters, digits and !#$%&\'*+.^_`|~-)');
  }
  if (RESERVED_HEADERS.has(name.toLowerCase())) {
    throw invalid('auth_header_name', 'reserved_header_name', 'auth_header_name names a header the HTTP exchange sets itself');
  }
  return name;
}

export function checkHeaderValue(value: string): string {
  // Node refuses the same characters when it sends the request, so a value it would refuse
  // never reaches storage (tab, printable ASCII and Latin-1 only).
  if (value.length > MAX_HEADER_VALUE_LENGTH || !acceptedByNode(() => validateHeaderValue('x', value))) {
    throw invalid(
      'auth_header_value',
      'invalid_header_value',
      `auth_header_value must be at most ${MAX_HEADER_VALUE_LENGTH} characters of printable ASCII or Latin-1, without line breaks or control characters`,
    );
  }
  return value;
}

function acceptedByNode(validate: () => void): boolean {
  try {
    validate();
    return true;
  } catch {
    return false;
  }
}

export const headerValueNeedsName = () =>
  invalid('auth_header_name', 'required', 'auth_header_name is required when auth_header_value is set');
