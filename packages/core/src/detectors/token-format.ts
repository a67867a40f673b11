import { CONFIDENCE, type Detector, type DetectorCase, type Verdict } from '../types.js';
import { shannonEntropy } from '../validators/entropy.js';
import { namesServiceSecret } from '../validators/secret-names.js';

/**
 * A service's token format as data: what it begins with (or, for formats without a prefix of
 * their own, which service a name assigned it must mention), its body as segments of a
 * character set and a length, and the vendor's checksum where one is published. One record
 * yields the detector, a generator of valid-looking values, and the cases that test both.
 */
export const CHARSETS = {
  base62: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  base64url: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-',
  base64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  lowerAlnum: 'abcdefghijklmnopqrstuvwxyz0123456789',
  upperAlnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  digits: '0123456789',
  base32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  bech32Upper: 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L',
  azureSecret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_~.-',
  urlEncoded: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789%',
  base64urlEq: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-=',
  HEXany: '0123456789abcdefABCDEF',
} as const;

export type Charset = keyof typeof CHARSETS;

const CLASS: Record<Charset, string> = {
  base62: 'A-Za-z0-9',
  hex: '0-9a-f',
  HEX: '0-9A-F',
  base64url: 'A-Za-z0-9_\\-',
  base64: 'A-Za-z0-9+/',
  lowerAlnum: 'a-z0-9',
  upperAlnum: 'A-Z0-9',
  letters: 'A-Za-z',
  digits: '0-9',
  base32: 'A-Z2-7',
  bech32Upper: 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L',
  azureSecret: 'A-Za-z0-9_~.\\-',
  urlEncoded: 'A-Za-z0-9%',
  base64urlEq: 'A-Za-z0-9_\\-=',
  HEXany: '0-9a-fA-F',
};

/** A literal run of the body (`.`, `-us`), or characters of one set: an exact length or a range. */
export type Segment = string | readonly [Charset, number] | readonly [Charset, number, number];

export interface TokenFormat {
  readonly id: string;
  readonly type: string;
  readonly label: { readonly one: string; readonly other: string };
  readonly description: string;
  /** Literals a token begins with; empty for a format found only as a value assigned to a name mentioning `service`. */
  readonly prefixes: readonly string[];
  /** Words a name must hold for a format without a prefix (`twilio`, `datadog`, `dd`). */
  readonly service?: readonly string[];
  readonly body: readonly Segment[];
  /** The vendor's checksum over the whole token, where one is published. */
  readonly checksum?: (value: string) => boolean;
  /** Completes a generated value so its checksum holds. */
  readonly complete?: (value: string) => string;
  /** Bits per character the body must reach (random bodies score far above it; fillers below). */
  readonly minEntropy?: number;
  readonly confidence?: number;
  readonly truePositives?: readonly DetectorCase[];
  readonly falsePositives?: readonly DetectorCase[];
}

function escapeLiteral(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

function segmentPattern(segment: Segment): string {
  if (typeof segment === 'string') return escapeLiteral(segment);
  const [charset, min, max] = segment;
  return `[${CLASS[charset]}]{${max === undefined ? min : `${min},${max}`}}`;
}

function segmentMax(segment: Segment): number {
  if (typeof segment === 'string') return segment.length;
  return segment[2] ?? segment[1];
}

export function formatPattern(format: TokenFormat): string {
  const body = format.body.map(segmentPattern).join('');
  if (format.prefixes.length === 0) return body;
  return `(?:${format.prefixes.map(escapeLiteral).join('|')})${body}`;
}

function formatMaxLength(format: TokenFormat): number {
  return Math.max(0, ...format.prefixes.map((prefix) => prefix.length)) + format.body.reduce((sum, segment) => sum + segmentMax(segment), 0);
}

/** The body after the prefix, for the entropy floor. */
function bodyOf(format: TokenFormat, value: string): string {
  const prefix = format.prefixes.find((candidate) => value.startsWith(candidate)) ?? '';
  return value.slice(prefix.length);
}

/** A small seeded generator, so generated cases are the same on every run. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

/** A random value of the format (its first prefix), with its checksum completed. */
export function generateToken(format: TokenFormat, random: () => number, prefixIndex = 0): string {
  let value = format.prefixes[prefixIndex] ?? '';
  for (const segment of format.body) {
    if (typeof segment === 'string') {
      value += segment;
      continue;
    }
    const [charset, min, max] = segment;
    const length = max === undefined ? min : min + Math.floor(random() * (Math.min(max, min + 24) - min + 1));
    const chars = CHARSETS[charset];
    for (let k = 0; k < length; k++) value += chars[Math.floor(random() * chars.length)];
  }
  return format.complete === undefined ? value : format.complete(value);
}

/** Carriers a token is pasted in: configuration, code, headers, commands and prose. */
const PREFIXED_CARRIERS: ReadonlyArray<(value: string) => string> = [
  (v) => `SERVICE_TOKEN=${v}`,
  (v) => `{"token": "${v}"}`,
  (v) => `credentials:\n  key: '${v}'\n`,
  (v) => `Authorization: Bearer ${v}`,
  (v) => `curl -H "X-Api-Key: ${v}" https://api.example.com/v1`,
  (v) => `client = Client(api_key="${v}")`,
  (v) => `<add key="ServiceKey" value="${v}"/>`,
  (v) => `Please rotate ${v} before Friday.`,
  (v) => `(${v})`,
  (v) => v,
];

/** Carriers of a format found only after a name: the name changes syntax, never the service it mentions. */
function namedCarriers(service: string): ReadonlyArray<(value: string) => string> {
  const upper = service.toUpperCase();
  const title = service[0].toUpperCase() + service.slice(1);
  return [
    (v) => `${upper}_API_KEY=${v}`,
    (v) => `export ${upper}_TOKEN="${v}"`,
    (v) => `{"${service}_secret": "${v}"}`,
    (v) => `${service}:\n  api_key: ${v}\n`.replace(`${service}:\n  api_key`, `${service}_api_key`),
    (v) => `const ${service}ApiKey = '${v}';`,
    (v) => `${service}.apiKey = "${v}"`,
    (v) => `<add key="${title}ApiKey" value="${v}"/>`,
    (v) => `${service.toLowerCase()}-token: ${v}`,
    (v) => `${title}AuthToken := "${v}"`,
    (v) => `settings.${upper}_SECRET = '${v}'`,
  ];
}

function derivedTruePositives(format: TokenFormat, samples: readonly string[]): DetectorCase[] {
  const carriers = format.prefixes.length > 0 ? PREFIXED_CARRIERS : namedCarriers((format.service ?? ['service'])[0]);
  return carriers.map((carrier, k) => {
    const value = samples[k % samples.length];
    return { text: carrier(value), match: value, note: 'generated' };
  });
}

function derivedFalsePositives(format: TokenFormat, sample: string): DetectorCase[] {
  const prefix = format.prefixes[0] ?? '';
  const body = sample.slice(prefix.length);
  const name = format.prefixes.length > 0 ? 'token' : `${(format.service ?? ['service'])[0]}_api_key`;
  const cases: DetectorCase[] = [
    { text: `${name} = "${prefix}${'x'.repeat(body.length)}"`, note: 'filler' },
    { text: `${name} = "${prefix}<your-token-here>"`, note: 'slot' },
    { text: `${name} = "${prefix}\${SERVICE_TOKEN}"`, note: 'template' },
    { text: `${name} = "${sample.slice(0, prefix.length + 3)} ${sample.slice(prefix.length + 3)}"`, note: 'broken by a space' },
    { text: `${name} = "${prefix}${body.slice(0, 2).repeat(Math.ceil(body.length / 2)).slice(0, body.length)}"`, note: 'repeated characters' },
    { text: `${name} = "${prefix}${'*'.repeat(body.length)}"`, note: 'masked' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
    { text: 'request 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ];
  if (format.prefixes.length > 0) {
    cases.push({ text: `Tokens of this kind begin with ${prefix} and are shown once.`, note: 'prose' });
    if (/^[A-Za-z0-9]/.test(prefix)) cases.push({ text: `x${sample}`, note: 'inside a longer word' });
    else cases.push({ text: `${prefix}${body.slice(0, 4)}`, note: 'truncated' });
  } else {
    cases.push({ text: `api_key = "${sample}"`, note: 'no service in the name: a generic secret' });
    cases.push({ text: `${(format.service ?? ['service'])[0]}_region = "${sample}"`, note: 'the name says no secret' });
  }
  return cases;
}

/** The format each token detector was made from, for generators of labelled test text. */
const FORMATS = new WeakMap<Detector, TokenFormat>();

export function formatOf(detector: Detector): TokenFormat | undefined {
  return FORMATS.get(detector);
}

const CASES = new WeakMap<TokenFormat, { readonly truePositives: readonly DetectorCase[]; readonly falsePositives: readonly DetectorCase[] }>();

/** The format's cases: tokens generated from it (seeded by its id) and its own. */
function casesOf(format: TokenFormat): { readonly truePositives: readonly DetectorCase[]; readonly falsePositives: readonly DetectorCase[] } {
  let cases = CASES.get(format);
  if (cases === undefined) {
    const random = seededRandom(format.id);
    const samples = format.prefixes.length > 0 ? format.prefixes.map((_, k) => generateToken(format, random, k)) : [generateToken(format, random)];
    while (samples.length < 3) samples.push(generateToken(format, random, samples.length % Math.max(1, format.prefixes.length)));
    cases = {
      truePositives: [...derivedTruePositives(format, samples), ...(format.truePositives ?? [])],
      falsePositives: [...derivedFalsePositives(format, samples[0]), ...(format.falsePositives ?? [])],
    };
    CASES.set(format, cases);
  }
  return cases;
}

/** The detector of a token format, with its generated cases beside the record's own. */
export function tokenDetector(format: TokenFormat): Detector {
  const minEntropy = format.minEntropy ?? 2.5;
  const validate = (value: string): Verdict => {
    const body = bodyOf(format, value);
    if (shannonEntropy(body) < minEntropy) return 'reject';
    if (format.checksum === undefined) return 'none';
    return format.checksum(value) ? 'confirm' : 'reject';
  };
  const detector = Object.freeze<Detector>({
    id: format.id,
    type: format.type,
    categories: ['API_SECRETS'],
    label: format.label,
    description: format.description,
    anchor: format.prefixes.length > 0 ? { kind: 'prefix', literals: format.prefixes } : { kind: 'assignment', names: namesServiceSecret(format.service ?? []) },
    pattern: formatPattern(format),
    maxLength: formatMaxLength(format),
    validate,
    confidence: { base: format.confidence ?? CONFIDENCE.HIGH, confirmed: CONFIDENCE.CONFIRMED },
    // The cases are made when a test first reads them: a scan never does, and making them costs a fresh process milliseconds.
    get truePositives() {
      return casesOf(format).truePositives;
    },
    get falsePositives() {
      return casesOf(format).falsePositives;
    },
  });
  FORMATS.set(detector, format);
  return detector;
}

/** A UUID's five groups of hex digits, as a body or after a prefix (`api-…`, `access-sandbox-…`). */
export const UUID_BODY: readonly Segment[] = [['hex', 8], '-', ['hex', 4], '-', ['hex', 4], '-', ['hex', 4], '-', ['hex', 12]];

/** A label whose plural adds an s (`npm token`, `npm tokens`). */
export function label(one: string, other = `${one}s`): { one: string; other: string } {
  return { one, other };
}
