/**
 * Assembles the benign corpus from SOURCES: finds each source's root, walks it in sorted order
 * (symbolic links not followed), reads the matching files (gunzipping `.gz`) and stops at the
 * source's cap, cutting the last file at a line end. Nothing is written anywhere.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Kind, Root, Source } from './sources.js';

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

export interface CorpusFile {
  readonly source: string;
  readonly kind: Kind;
  /** `source:path/relative/to/its/root`, so reports name no machine's folders. */
  readonly name: string;
  readonly text: string;
}

export interface AssembledSource {
  readonly source: Source;
  /** Where the root was found, or null when the source is missing on this machine. */
  readonly root: string | null;
  /** Which version, for an npm package, or which folder a `*` picked. */
  readonly version: string | null;
  readonly files: CorpusFile[];
  readonly bytes: number;
}

/** Compares dotted version numbers numerically (11.12.0 after 11.9.1). */
function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+_-]/).map((part) => Number.parseInt(part, 10));
  const pb = b.split(/[.+_-]/).map((part) => Number.parseInt(part, 10));
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = Number.isNaN(pa[i]) ? -1 : (pa[i] ?? -1);
    const y = Number.isNaN(pb[i]) ? -1 : (pb[i] ?? -1);
    if (x !== y) return x - y;
  }
  return 0;
}

function sortedNames(dir: string): string[] {
  return readdirSync(dir).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The highest installed version of an npm package in the workspace's pnpm store. */
function npmRoot(name: string, store: string): { root: string; version: string } | null {
  if (!existsSync(store)) return null;
  const prefix = `${name.replace('/', '+')}@`;
  const candidates = sortedNames(store)
    .filter((entry) => entry.startsWith(prefix))
    .map((entry) => ({ root: join(store, entry, 'node_modules', name), version: entry.slice(prefix.length).split('_')[0] }))
    .filter((candidate) => existsSync(join(candidate.root, 'package.json')))
    .sort((a, b) => compareVersions(a.version, b.version));
  return candidates.at(-1) ?? null;
}

/** A path with `*` in its last segment: the matching folders, sorted. */
function globFolder(pattern: string): string[] {
  if (!pattern.includes('*')) return existsSync(pattern) ? [pattern] : [];
  const parent = dirname(pattern);
  if (!existsSync(parent)) return [];
  const match = new RegExp(`^${basename(pattern).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  return sortedNames(parent)
    .filter((entry) => match.test(entry))
    .map((entry) => join(parent, entry));
}

function findRoot(root: Root, repository: string): { root: string; version: string | null } | null {
  if ('npm' in root) return npmRoot(root.npm, join(repository, 'node_modules/.pnpm'));
  const folders = globFolder(resolve(repository, root.path));
  const folder = root.latest ? folders.at(-1) : folders[0];
  // A picked folder's name says which one it was (python3.11).
  return folder ? { root: folder, version: root.path.includes('*') ? basename(folder) : null } : null;
}

/** Files under `dir` in sorted order, as paths relative to it; symbolic links and unreadable folders skipped. */
function* walk(dir: string, prefix = ''): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch {
    return;
  }
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(join(dir, entry.name), rel);
    else if (entry.isFile()) yield rel;
  }
}

function readText(path: string): string | null {
  try {
    const bytes = readFileSync(path);
    return (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  } catch {
    return null;
  }
}

/** The text cut to at most `bytes` UTF-8 bytes, at the last line end within them. */
export function cutAtLine(text: string, bytes: number): string {
  const head = Buffer.from(text, 'utf8').subarray(0, bytes).toString('utf8');
  const end = head.lastIndexOf('\n');
  return end < 0 ? '' : head.slice(0, end + 1);
}

/**
 * One source's files within its cap. `seen` holds the SHA-256 of every text taken so far, across
 * sources, so a text shipped in several places is scanned once.
 */
export function assembleSource(source: Source, seen: Set<string>, repository = REPOSITORY): AssembledSource {
  const found = findRoot(source.root, repository);
  if (!found) return { source, root: null, version: null, files: [], bytes: 0 };
  const files: CorpusFile[] = [];
  let bytes = 0;
  for (const rel of walk(found.root)) {
    if (!source.include.test(rel) || source.exclude?.test(rel)) continue;
    const whole = readText(join(found.root, rel));
    if (whole === null || whole.includes('\u0000')) continue;
    const digest = createHash('sha256').update(whole).digest('hex');
    if (seen.has(digest)) continue;
    seen.add(digest);
    const size = Buffer.byteLength(whole, 'utf8');
    const text = bytes + size <= source.capBytes ? whole : cutAtLine(whole, source.capBytes - bytes);
    if (text.length > 0) {
      files.push({ source: source.name, kind: source.kind, name: `${source.name}:${rel.replace(/\.gz$/, '')}`, text });
      bytes += Buffer.byteLength(text, 'utf8');
    }
    if (text !== whole) break;
  }
  return { source, root: found.root, version: found.version, files, bytes };
}
