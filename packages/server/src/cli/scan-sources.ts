import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Ignore } from 'ignore';

/** How standard input (`-`) is named in reports. */
export const STDIN_NAME = '<stdin>';

/** Always skipped when walking a folder: version-control internals are never content. */
const SKIPPED_DIRECTORIES = new Set(['.git', '.hg', '.svn']);

export interface Sources {
  /** Files to scan, in a stable order; `-` stands for standard input. */
  readonly files: string[];
  /** Arguments that name nothing on disk. */
  readonly missing: string[];
}

interface IgnoreScope {
  /** Folder the .gitignore sits in. */
  readonly base: string;
  readonly rules: Ignore;
}

/**
 * Expands the command's path arguments: files as given, folders recursively in sorted order,
 * honouring every .gitignore met on the way (each relative to its own folder) unless
 * `respectGitignore` is false. Symbolic links are not followed.
 */
export async function collectSources(paths: readonly string[], respectGitignore: boolean): Promise<Sources> {
  const files: string[] = [];
  const missing: string[] = [];
  for (const path of paths) {
    if (path === '-') {
      files.push('-');
      continue;
    }
    const info = await stat(path).catch(() => null);
    if (!info) missing.push(path);
    else if (info.isDirectory()) await walk(path, [], respectGitignore, files);
    else files.push(path);
  }
  return { files, missing };
}

async function walk(dir: string, scopes: readonly IgnoreScope[], respectGitignore: boolean, out: string[]): Promise<void> {
  const here = respectGitignore ? await gitignoreScope(dir) : null;
  const active = here ? [...scopes, here] : scopes;
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED_DIRECTORIES.has(entry.name) || isIgnored(active, path, true)) continue;
      await walk(path, active, respectGitignore, out);
    } else if (entry.isFile() && !isIgnored(active, path, false)) {
      out.push(path);
    }
  }
}

async function gitignoreScope(dir: string): Promise<IgnoreScope | null> {
  const text = await readFile(join(dir, '.gitignore'), 'utf8').catch(() => null);
  if (text === null) return null;
  // Loaded on the first .gitignore met, so a scan of single files starts without it.
  const { default: ignore } = await import('ignore');
  return { base: dir, rules: ignore().add(text) };
}

function isIgnored(scopes: readonly IgnoreScope[], path: string, isDirectory: boolean): boolean {
  return scopes.some(({ base, rules }) => {
    const rel = relative(base, path).split(sep).join('/');
    return rules.ignores(isDirectory ? `${rel}/` : rel);
  });
}
