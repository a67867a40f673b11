/**
 * Recall on secrets written the ways people write them: every service's token format, the older
 * built-in secrets, generic secrets and passwords, each planted in the carriers of `carriers.ts`
 * (configuration files, code in several languages, headers, commands). Values are generated from
 * the detectors' own formats with a fixed seed, so runs compare.
 * Run: pnpm eval:secrets [--json FILE]
 */
import { writeFileSync } from 'node:fs';
import { BUILTIN_DETECTORS, createScanner, type Finding } from '../../packages/core/src/index.js';
import { formatOf, generateToken, seededRandom as formatRandom } from '../../packages/core/src/detectors/token-format.js';
import {
  seededRandom,
  validAnthropicKey,
  validAwsAccessKey,
  validAwsSecretKey,
  validGithubToken,
  validGoogleApiKey,
  validJwt,
  validOpenAiKey,
  validSlackToken,
  validStripeKey,
  type Generate,
} from '../../packages/core/test/generators/index.js';
import { CARRIERS, HEADER_CARRIERS, type Carrier } from './carriers.js';

const VALUES_PER_FORMAT = 4;
// Scored at the default policy's floor: a finding below LIKELY is not acted on, so it does not count as found.
const scanner = createScanner({ minLikelihood: 'LIKELY' });
const random = seededRandom(2026);

interface Case {
  readonly group: string;
  readonly label: string;
  readonly syntax: string;
  readonly text: string;
  readonly value: string;
  /** The type a finding must have, or null when any secret type covering the value counts. */
  readonly type: string | null;
}

const cases: Case[] = [];

function plant(group: string, label: string, type: string | null, carriers: readonly Carrier[], names: readonly string[], values: readonly string[]): void {
  values.forEach((value, v) =>
    carriers.forEach((carrier, c) => {
      const text = carrier.write(names[(v + c) % names.length], value);
      cases.push({ group, label, syntax: carrier.syntax, text, value, type });
    }),
  );
}

// Carriers that quote the value with ' or ", or write it bare: a value holding that character cannot be written there.
function carriersFor(value: string): readonly Carrier[] {
  return CARRIERS.filter((carrier) => {
    const sample = carrier.write('NAME', value);
    return sample.includes(value) && !/["'`]/.test(value);
  });
}

// 1. Every service format, under neutral names when it has a prefix, under the service's names when it needs one.
for (const detector of BUILTIN_DETECTORS) {
  const format = formatOf(detector);
  if (format === undefined) continue;
  const seed = formatRandom(`eval:${format.id}`);
  const values = Array.from({ length: VALUES_PER_FORMAT }, (_, k) => generateToken(format, seed, k % Math.max(1, format.prefixes.length)));
  const service = (format.service ?? [])[0]?.toUpperCase();
  const names = service === undefined ? ['SERVICE_TOKEN', 'API_KEY', 'ACCESS_TOKEN', 'CLIENT_SECRET'] : [`${service}_API_KEY`, `${service}_TOKEN`, `${service}_SECRET`];
  const carriers = service === undefined ? [...CARRIERS, ...HEADER_CARRIERS] : CARRIERS;
  plant('service formats', detector.type, detector.type, carriers, names, values);
}

// 2. The older built-in secrets, from the generators their property tests use.
const BUILT_IN: ReadonlyArray<[string, Generate, readonly string[]]> = [
  ['AWS_ACCESS_KEY', validAwsAccessKey, ['AWS_ACCESS_KEY_ID', 'ACCESS_KEY']],
  ['AWS_SECRET_KEY', validAwsSecretKey, ['AWS_SECRET_ACCESS_KEY', 'AWS_SECRET_KEY', 'SECRET_ACCESS_KEY']],
  ['GITHUB_TOKEN', validGithubToken, ['GITHUB_TOKEN', 'GH_TOKEN']],
  ['SLACK_TOKEN', validSlackToken, ['SLACK_BOT_TOKEN']],
  ['STRIPE_KEY', validStripeKey, ['STRIPE_SECRET_KEY']],
  ['OPENAI_API_KEY', validOpenAiKey, ['OPENAI_API_KEY']],
  ['ANTHROPIC_API_KEY', validAnthropicKey, ['ANTHROPIC_API_KEY']],
  ['GOOGLE_API_KEY', validGoogleApiKey, ['GOOGLE_API_KEY', 'FIREBASE_KEY']],
  ['JWT', validJwt, ['ID_TOKEN', 'SESSION_TOKEN']],
];
for (const [type, generate, names] of BUILT_IN) {
  const values = Array.from({ length: VALUES_PER_FORMAT }, () => generate(random));
  plant('built-in secrets', type, type, CARRIERS, names, values);
}

// 3. Generic secrets: random keys under the names people give them, in every case style.
const SECRET_NAMES = ['API_TOKEN', 'AUTH_TOKEN', 'CLIENT_SECRET', 'SECRET_KEY', 'ACCESS_TOKEN', 'X_TOKEN', 'API_KEY', 'APP_SECRET', 'WEBHOOK_SECRET', 'REFRESH_TOKEN', 'SIGNING_KEY', 'PRIVATE_TOKEN', 'SERVICE_API_KEY', 'ENCRYPTION_KEY', 'JWT_SECRET'];
const ALPHABETS = ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', '0123456789abcdef', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'];
const genericValues = Array.from({ length: 24 }, (_, k) => random.chars(ALPHABETS[k % ALPHABETS.length], random.int(20, 48)));
for (const value of genericValues) plant('generic secrets', 'GENERIC_SECRET', null, carriersFor(value), SECRET_NAMES, [value]);

// 4. Passwords: mixed characters, and passphrases where a quoted value may hold spaces.
const PASSWORD_NAMES = ['PASSWORD', 'DB_PASSWORD', 'SMTP_PASS', 'ADMIN_PWD', 'PASSWD', 'REDIS_PASSWORD', 'KEYSTORE_PASSPHRASE', 'USER_PASSWORD'];
const SYMBOLS = '!@%^*_+-.?~';
const passwords = Array.from({ length: 24 }, () => {
  const length = random.int(8, 20);
  let value = random.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1) + random.chars('abcdefghijkmnopqrstuvwxyz', 2) + random.chars('23456789', 1);
  while (value.length < length) value += random.chars(random.chance(0.2) ? SYMBOLS : 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789', 1);
  return value.replace(/\.$/, 'x');
});
for (const value of passwords) plant('passwords', 'PASSWORD', null, carriersFor(value), PASSWORD_NAMES, [value]);
const WORDS = ['orbit', 'maple', 'quartz', 'lantern', 'harbor', 'velvet', 'cactus', 'meadow', 'pepper', 'glacier', 'saddle', 'thimble'];
const passphrases = Array.from({ length: 8 }, () => Array.from({ length: 4 }, () => random.pick(WORDS)).join(' '));
const QUOTING = CARRIERS.filter((carrier) => /"|'|`/.test(carrier.write('N', 'x y')) && !carrier.write('N', 'x y').includes('=x y'));
for (const value of passphrases) plant('passphrases', 'PASSWORD', null, QUOTING.filter((carrier) => /["'`]x y["'`]/.test(carrier.write('N', 'x y'))), PASSWORD_NAMES, [value]);

function found(findings: readonly Finding[], c: Case): boolean {
  const start = c.text.indexOf(c.value);
  const end = start + c.value.length;
  return findings.some((f) => f.start === start && f.end === end && (c.type === null ? f.categories.includes('API_SECRETS') : f.type === c.type));
}

interface Tally {
  total: number;
  hits: number;
}
const byLabel = new Map<string, Tally>();
const bySyntax = new Map<string, Tally>();
const byGroup = new Map<string, Tally>();
const misses: Case[] = [];
const count = (map: Map<string, Tally>, key: string, hit: boolean) => {
  const tally = map.get(key) ?? { total: 0, hits: 0 };
  tally.total++;
  if (hit) tally.hits++;
  map.set(key, tally);
};
for (const c of cases) {
  const hit = found(scanner.scan(c.text), c);
  count(byGroup, c.group, hit);
  count(byLabel, `${c.group}\u0000${c.label}`, hit);
  if (c.group === 'generic secrets' || c.group === 'passwords' || c.group === 'passphrases') count(bySyntax, `${c.group}: ${c.syntax}`, hit);
  if (!hit) misses.push(c);
}

const rate = (tally: Tally) => (tally.hits / tally.total).toFixed(3);
console.log(`secrets in carriers: ${cases.length} cases, ${CARRIERS.length + HEADER_CARRIERS.length} syntaxes\n`);
console.log('recall by group (targets: every service format >= 0.97, generic secrets >= 0.90)');
for (const [group, tally] of byGroup) console.log(`  ${group.padEnd(18)} ${rate(tally)}  (${tally.hits} / ${tally.total})`);
const services = [...byLabel].filter(([key]) => key.startsWith('service formats') || key.startsWith('built-in'));
const below = services.filter(([, tally]) => tally.hits / tally.total < 0.97);
console.log(`\nservice types: ${services.length}; below 0.97: ${below.length}`);
for (const [key, tally] of below) console.log(`  ${key.split('\u0000')[1].padEnd(30)} ${rate(tally)}  (${tally.hits} / ${tally.total})`);
console.log('\nrecall of generic secrets and passwords by syntax');
for (const [key, tally] of [...bySyntax].sort()) console.log(`  ${key.padEnd(48)} ${rate(tally)}  (${tally.hits} / ${tally.total})`);
console.log(`\nmisses: ${misses.length}`);
if (process.env.SHOW_VALUES) for (const c of misses.slice(0, 3)) console.log(JSON.stringify(c.text));
for (const c of misses.filter((m, k) => k < 12 || m.label !== misses[0].label).slice(0, 40)) console.log(`  ${c.label} in ${c.syntax}: ${JSON.stringify(c.text.replace(c.value, `<${c.value.length} chars>`))}`);

const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) {
  const file = process.argv[jsonAt + 1];
  if (file === undefined) throw new Error('--json needs a file name');
  writeFileSync(file, JSON.stringify({ groups: Object.fromEntries(byGroup), types: Object.fromEntries(byLabel), syntaxes: Object.fromEntries(bySyntax) }, null, 2));
}
