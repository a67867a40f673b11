import { crc32 } from 'node:zlib';
import { ALNUM, DIGITS, LOWER, UPPER, type Generate, type Random } from './random.js';

/**
 * Credentials in the providers' published shapes. Where the format allows, each carries FAKE or
 * fake in its random part so nobody mistakes a fixture for a leak.
 */

const BASE32_UPPER = UPPER + '234567';
const BASE64 = ALNUM + '+/';
const BASE64URL = ALNUM + '-_';

/** Inserts `marker` at a random point of `body`, keeping the length. */
const withMarker = (random: Random, body: string, marker: string): string => {
  const at = random.int(0, body.length - marker.length);
  return body.slice(0, at) + marker + body.slice(at + marker.length);
};

export const validAwsAccessKey: Generate = (random) =>
  random.pick(['AKIA', 'ASIA']) + withMarker(random, random.chars(BASE32_UPPER, 16), 'FAKE');

export const validAwsSecretKey: Generate = (random) => withMarker(random, random.chars(BASE64, 40), 'Fake');

const BASE62 = DIGITS + UPPER + LOWER;

const toBase62 = (value: number, width: number): string => {
  let out = '';
  for (let rest = value; rest > 0; rest = Math.floor(rest / 62)) out = BASE62[rest % 62] + out;
  return out.padStart(width, '0');
};

/** Classic GitHub tokens: 30 random characters, then their CRC-32 in six base62 characters. */
export const validGithubToken: Generate = (random) => {
  const body = withMarker(random, random.chars(ALNUM, 30), 'FAKE');
  return random.pick(['ghp_', 'gho_', 'ghs_', 'ghu_']) + body + toBase62(crc32(body), 6);
};

export const validGitlabToken: Generate = (random) => 'glpat-' + withMarker(random, random.chars(ALNUM + '_-', 20), 'fake');

export const validSlackToken: Generate = (random) =>
  `${random.pick(['xoxb', 'xoxp'])}-${random.digits(11)}-${random.digits(12)}-${withMarker(random, random.chars(ALNUM, 24), 'FAKE')}`;

export const validStripeKey: Generate = (random) =>
  random.pick(['sk_live_', 'rk_live_']) + withMarker(random, random.chars(ALNUM, random.int(24, 40)), 'FAKE');

/** Project keys and the older user keys; both carry the provider's fixed marker in the middle. */
export const validOpenAiKey: Generate = (random) =>
  random.chance(0.6)
    ? `sk-proj-${withMarker(random, random.chars(BASE64URL, 40), 'fake')}T3BlbkFJ${random.chars(BASE64URL, 40)}`
    : `sk-${withMarker(random, random.chars(ALNUM, 20), 'FAKE')}T3BlbkFJ${random.chars(ALNUM, 20)}`;

export const validAnthropicKey: Generate = (random) =>
  `sk-ant-api03-${withMarker(random, random.chars(BASE64URL, 93), 'FAKE')}AA`;

export const validGoogleApiKey: Generate = (random) => 'AIza' + withMarker(random, random.chars(BASE64URL, 35), 'FAKE');

export const validAzureStorageKey: Generate = (random) => withMarker(random, random.chars(BASE64, 86), 'FAKE') + '==';

/** A PEM block whose body is random base64, not a key at all; spans several lines. */
export const validPrivateKey: Generate = (random) => {
  const label = random.pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY']);
  const lines = Array.from({ length: random.int(4, 8) }, () => random.chars(BASE64, 64));
  lines[0] = withMarker(random, lines[0], 'FAKEKEY');
  lines.push(random.chars(BASE64, random.int(8, 60)) + '==');
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----`;
};

const base64url = (json: object): string => Buffer.from(JSON.stringify(json)).toString('base64url');

export const validJwt: Generate = (random) => {
  const header = base64url({ alg: random.pick(['HS256', 'RS256']), typ: 'JWT' });
  const payload = base64url({ sub: `fake-user-${random.int(1000, 9999)}`, iat: 1_700_000_000 + random.int(0, 9_999_999) });
  return `${header}.${payload}.${random.chars(BASE64URL, 43)}`;
};

/** The password part of a connection URL; no characters that URLs would need escaped. */
export const validDatabasePassword: Generate = (random) => withMarker(random, random.chars(ALNUM, random.int(14, 22)), 'Fake');

/** A high-entropy value of the sort that sits after "client_secret =". */
export const validGenericSecret: Generate = (random) =>
  withMarker(random, random.chars(ALNUM, random.int(28, 40)), 'fake') + random.chars(DIGITS, 2) + random.chars(LOWER, 2);
