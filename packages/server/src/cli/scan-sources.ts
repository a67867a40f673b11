import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Ignore } from 'ignore';

/** How standard input (`-`) is named in reports. */
export const STDIN_NAME = '<stdin>';

/** Always skipped when walking a folder: version-control internals are never content. */
const SKIPPED_DIRECTORIES = new Set(['.git', '.hg', '.svn']);

/** The project's own ignore file: gitignore syntax, honoured even with --no-gitignore. */
export const PREFLIGHT_IGNORE = '.preflightignore';

export interface Sources {
  /** Files to scan, in a stable order; `-` stands for standard input. */
  readonly files: string[];
  /** Arguments that name nothing on disk. */
  readonly missing: string[];
}

export interface SourceOptions {
  /** Honour .gitignore files and the repository's .git/info/exclude. */
  readonly respectGitignore: boolean;
  /** `--exclude` patterns (gitignore syntax), relative to the current folder. */
  readonly excludes: readonly string[];
}

/** A set of ignore rules and the folder their patterns are relative to. */
interface IgnoreScope {
  readonly base: string;
  readonly rules: Ignore;
}

/**
 * Expands the command's path arguments: files as given, folders recursively in sorted order.
 * Left out, in folders: what `--exclude` names, what any `.preflightignore` names (each relative
 * to its own folder), and unless `respectGitignore` is false what any `.gitignore` or the
 * repository's `.git/info/exclude` names. Ignore files of the folders above a scanned folder,
 * up to the repository's root, count too, as they do for git. A file named on the command line
 * is left out only by `--exclude` and `.preflightignore`: naming a file git ignores is asking
 * for it. Symbolic links are not followed.
 */
export async function collectSources(paths: readonly string[], options: SourceOptions): Promise<Sources> {
  const files: string[] = [];
  const missing: string[] = [];
  const excludes = options.excludes.length > 0 ? await rulesFrom(options.excludes.join('\n')) : null;
  for (const path of paths) {
    if (path === '-') {
      files.push('-');
      continue;
    }
    const info = await stat(path).catch(() => null);
    if (!info) {
      missing.push(path);
      continue;
    }
    const folder = info.isDirectory() ? path : dirname(path);
    const scopes = [...excludeScope(excludes, folder), ...(await ancestorScopes(folder, options.respectGitignore && info.isDirectory()))];
    if (info.isDirectory()) await walk(path, scopes, options.respectGitignore, files);
    else if (!isIgnored([...scopes, ...(await folderScopes(folder, false))], path, false)) files.push(path);
  }
  return { files, missing };
}

/**
 * `--exclude` patterns are relative to the current folder, or to the scanned folder itself
 * when that lies outside it (gitignore patterns cannot climb with `..`).
 */
function excludeScope(rules: Ignore | null, folder: string): IgnoreScope[] {
  if (!rules) return [];
  const fromCwd = relative(process.cwd(), resolve(folder));
  const inside = !fromCwd.startsWith('..') && !isAbsolute(fromCwd);
  return [{ base: inside ? process.cwd() : folder, rules }];
}

async function walk(dir: string, scopes: readonly IgnoreScope[], respectGitignore: boolean, out: string[]): Promise<void> {
  const active = [...scopes, ...(await folderScopes(dir, respectGitignore))];
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

/** The ignore files of one folder: its .preflightignore always, its .gitignore when honoured. */
async function folderScopes(dir: string, respectGitignore: boolean): Promise<IgnoreScope[]> {
  const names = respectGitignore ? ['.gitignore', PREFLIGHT_IGNORE] : [PREFLIGHT_IGNORE];
  const scopes: IgnoreScope[] = [];
  for (const name of names) {
    const text = await readFile(join(dir, name), 'utf8').catch(() => null);
    if (text !== null) scopes.push({ base: dir, rules: await rulesFrom(text) });
  }
  return scopes;
}

/**
 * The rules that reach a folder from above: the repository's .git/info/exclude and the ignore
 * files of every folder from the repository's root down to the folder's parent. Outside a
 * repository, none.
 */
async function ancestorScopes(folder: string, respectGitignore: boolean): Promise<IgnoreScope[]> {
  const start = resolve(folder);
  const root = await repositoryRoot(start);
  if (root === null) return [];
  const scopes: IgnoreScope[] = [];
  if (respectGitignore) {
    const exclude = await readFile(join(await gitDirectory(root), 'info', 'exclude'), 'utf8').catch(() => null);
    if (exclude !== null) scopes.push({ base: rebase(folder, start, root), rules: await rulesFrom(exclude) });
  }
  const chain: string[] = [];
  for (let dir = start; dir !== root; dir = dirname(dir)) chain.unshift(dirname(dir));
  for (const dir of chain) scopes.push(...(await folderScopes(rebase(folder, start, dir), respectGitignore)));
  return scopes;
}

/** `dir` written the way the scanned folder was (relative stays relative), so paths compare. */
function rebase(folder: string, absoluteFolder: string, dir: string): string {
  if (isAbsolute(folder)) return dir;
  return join(folder, relative(absoluteFolder, dir)) || '.';
}

/** The nearest folder at or above `dir` holding a `.git` folder or file (a worktree's). */
async function repositoryRoot(dir: string): Promise<string | null> {
  for (let current = dir; ; current = dirname(current)) {
    if (await stat(join(current, '.git')).catch(() => null)) return current;
    if (dirname(current) === current) return null;
  }
}

/**
 * Where the repository keeps `info/exclude`: `.git` itself, or for a linked worktree (a `.git`
 * file pointing at `gitdir: …/worktrees/<name>`) the shared folder its `commondir` names.
 */
async function gitDirectory(root: string): Promise<string> {
  const dotGit = join(root, '.git');
  const info = await stat(dotGit);
  if (info.isDirectory()) return dotGit;
  const pointer = /^gitdir:\s*(.+)$/m.exec(await readFile(dotGit, 'utf8'))?.[1]?.trim();
  if (!pointer) return dotGit;
  const gitDir = resolve(root, pointer);
  const common = await readFile(join(gitDir, 'commondir'), 'utf8').catch(() => null);
  return common === null ? gitDir : resolve(gitDir, common.trim());
}

async function rulesFrom(text: string): Promise<Ignore> {
  // Loaded on the first ignore file or pattern met, so a scan of single files starts without it.
  const { default: ignore } = await import('ignore');
  return ignore().add(text);
}

function isIgnored(scopes: readonly IgnoreScope[], path: string, isDirectory: boolean): boolean {
  return scopes.some(({ base, rules }) => {
    const rel = relative(base, path).split(sep).join('/');
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return false;
    return rules.ignores(isDirectory ? `${rel}/` : rel);
  });
}
