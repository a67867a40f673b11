/**
 * Deterministic benchmark inputs: a mixed corpus (prose, logs, CSV, code and config) with fake
 * findings sprinkled in, a finding-dense corpus, a 4 KB prompt, and adversarial single-pattern texts.
 */
import { readFileSync } from 'node:fs';

const LABELLED_CORPUS = new URL('../../fixtures/corpus/corpus.jsonl', import.meta.url);

/** mulberry32: a tiny seeded generator, so every run scans the same bytes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the of and to in is for on that with as by this be are from at or an it was which have not ' +
  'quarterly report revenue customer invoice schedule meeting project budget review contract ' +
  'delivery team product release roadmap hiring support account payment service region policy ' +
  'analysis forecast margin supplier inventory shipment approval deadline update request status ' +
  'important please send attached document version summary notes follow discussed agreed'
).split(' ');

/** Fake values, each marked as fake or example where the format allows. */
const FINDINGS = [
  'jane.roe@example.com',
  'ops-team@example.org',
  '203.0.113.42',
  '2001:db8::8a2e:370:7334',
  '4111 1111 1111 1111',
  '536-22-8147',
  '(555) 010-4477',
  'AKIAQ3FAKEKEY7EXMPL2',
  'DE89 3704 0044 0532 0130 00',
  'ghp_EXAMPLEfakeTOKENforBenchmarks0000000',
];

type Pick = <T>(items: readonly T[]) => T;

function picker(random: () => number): Pick {
  return (items) => items[Math.floor(random() * items.length)];
}

function sentence(pick: Pick, random: () => number, withFinding: boolean): string {
  const words = Array.from({ length: 8 + Math.floor(random() * 12) }, () => pick(WORDS));
  if (withFinding) words.splice(Math.floor(random() * words.length), 0, pick(FINDINGS));
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}. `;
}

function prose(pick: Pick, random: () => number): string {
  const sentences = Array.from({ length: 4 + Math.floor(random() * 5) }, () => sentence(pick, random, random() < 0.08));
  return `${sentences.join('')}\n\n`;
}

function logLines(pick: Pick, random: () => number): string {
  const lines: string[] = [];
  for (let i = 0; i < 20; i++) {
    const ms = Math.floor(random() * 86_400_000);
    const time = `2026-03-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}T${new Date(ms).toISOString().slice(11, 23)}Z`;
    const level = pick(['INFO', 'INFO', 'INFO', 'WARN', 'DEBUG', 'ERROR']);
    const path = pick(['/api/orders', '/api/users/me', '/healthz', '/static/app.js', '/api/search?q=report']);
    const client = random() < 0.1 ? pick(FINDINGS.slice(2, 4)) : `req-${Math.floor(random() * 1e6).toString(36)}`;
    lines.push(`${time} ${level} http method=GET path=${path} status=${pick([200, 200, 201, 304, 404, 500])} duration_ms=${Math.floor(random() * 900)} client=${client}`);
  }
  return `${lines.join('\n')}\n`;
}

function csvRows(pick: Pick, random: () => number): string {
  const rows = ['id,name,city,amount,currency,updated,contact'];
  for (let i = 0; i < 25; i++) {
    const contact = random() < 0.1 ? pick(FINDINGS) : 'n/a';
    const amount = (random() * 10_000).toFixed(2);
    rows.push(`${1000 + i},${pick(['Ann Lee', 'Bo Chen', 'Cy Diaz', 'Dee Khan'])},${pick(['Austin', 'Berlin', 'Lyon', 'Osaka'])},${amount},${pick(['USD', 'EUR'])},2026-0${1 + (i % 9)}-1${i % 10},${contact}`);
  }
  return `${rows.join('\n')}\n`;
}

function codeAndConfig(pick: Pick, random: () => number): string {
  const secret = random() < 0.15 ? pick(FINDINGS.slice(7)) : 'changeme';
  return [
    'export function total(items: Item[]): number {',
    '  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);',
    '}',
    '{ "service": "orders", "replicas": 3, "timeoutMs": 2500, "retries": 2, "region": "eu-west-1" }',
    `DATABASE_HOST=db.internal\nDATABASE_PORT=5432\nAPI_TOKEN=${secret}\nFEATURE_FLAGS=search,checkout`,
    `# fake values for docs; version 1.4.2 built ${Math.floor(random() * 1e9)}`,
    '',
  ].join('\n');
}

/** About `bytes` characters of mixed text; the same seed always gives the same text. */
export function mixedCorpus(bytes: number, seed = 42): string {
  const random = seededRandom(seed);
  const pick = picker(random);
  const makers = [prose, prose, logLines, csvRows, codeAndConfig];
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const part = pick(makers)(pick, random);
    parts.push(part);
    length += part.length;
  }
  return joinToLength(parts, bytes);
}

/**
 * Joins parts and cuts the last one so the result is exactly `bytes` long, as one flat string: a
 * slice of a longer string would be a V8 "sliced string", slower to read than text a caller
 * receives from JSON.parse or a request body.
 */
function joinToLength(parts: string[], bytes: number): string {
  const overflow = parts.reduce((sum, part) => sum + part.length, 0) - bytes;
  const last = parts.length - 1;
  if (overflow > 0) parts[last] = parts[last].slice(0, parts[last].length - overflow);
  return parts.join('');
}

/** A prompt-sized text: prose with a few findings, as an AI tool would receive it. */
export function promptText(bytes = 4096, seed = 7): string {
  return mixedCorpus(bytes, seed);
}

/** `bytes` characters of one short unit repeated (whole units; `bytes` is a multiple of every unit used). */
export function repeated(unit: string, bytes: number): string {
  return unit.repeat(Math.floor(bytes / unit.length));
}

/** Ordinary prose of `bytes` characters with no findings, the yardstick for adversarial inputs. */
export function ordinaryText(bytes: number, seed = 3): string {
  const random = seededRandom(seed);
  const pick = picker(random);
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const part = sentence(pick, random, false);
    parts.push(part);
    length += part.length;
  }
  return joinToLength(parts, bytes);
}

/**
 * Finding-dense text of `bytes` characters: the labelled corpus's documents that hold a finding
 * (every detected type; about one finding per 110 characters), joined in file order and repeated,
 * as a CRM export, a log of API calls or a CSV of customers reads.
 */
export function denseCorpus(bytes: number): string {
  const documents = readFileSync(LABELLED_CORPUS, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { text: string; expected: unknown[] })
    .filter((document) => document.expected.length > 0)
    .map((document) => `${document.text}\n\n`);
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const part = documents[i % documents.length];
    parts.push(part);
    length += part.length;
  }
  return joinToLength(parts, bytes);
}
