/**
 * Where the benign corpus comes from: real third-party text installed on the machine with the
 * workspace's packages or the operating system, read where it lies and never committed. The
 * list is fixed; each source has a size cap and its files are taken in sorted order, so a
 * machine with the same lockfile and OS packages scans the same bytes (the system logs excepted:
 * they grow). A file whose text an earlier file already had (Debian ships one copyright file in
 * many library packages) is scanned once. A missing source is skipped with a notice.
 */

export type Kind = 'code' | 'docs' | 'logs';
export const KINDS: readonly Kind[] = ['code', 'docs', 'logs'];

export type Root =
  /** An npm package installed in the workspace (highest version present in node_modules/.pnpm). */
  | { readonly npm: string }
  /** A folder on the machine; `*` in one path segment picks every match, the last in sorted order for `latest`. */
  | { readonly path: string; readonly latest?: boolean };

export interface Source {
  readonly name: string;
  readonly kind: Kind;
  /** Where it is, and whose text it is (for the README and the notice when it is missing). */
  readonly root: Root;
  /** Which files under the root count, by their path relative to it (forward slashes). */
  readonly include: RegExp;
  /** Paths under the root to leave out: test data, bundles' source maps, minified copies. */
  readonly exclude?: RegExp;
  /** Bytes taken at most; the last file is cut at a line end to fit. */
  readonly capBytes: number;
}

const MB = 1_000_000;
const SCRIPT = /\.(?:[cm]?js|[cm]?ts)$/;
/** Test folders hold fixtures made to look like secrets: they are not ordinary code. */
const TESTS = /(?:^|\/)(?:tests?|__tests__|idle_test|testdata|fixtures?)(?:\/|$)/;

export const SOURCES: readonly Source[] = [
  // Code: type declarations with their API docs, libraries' built sources, a standard library.
  { name: 'typescript-lib', kind: 'code', root: { npm: 'typescript' }, include: /^lib\/[^/]+\.d\.ts$/, capBytes: 10 * MB },
  { name: 'zod', kind: 'code', root: { npm: 'zod' }, include: SCRIPT, exclude: TESTS, capBytes: 5 * MB },
  { name: 'hono', kind: 'code', root: { npm: 'hono' }, include: /^dist\/.*\.js$/, capBytes: 3 * MB },
  { name: 'playwright-core', kind: 'code', root: { npm: 'playwright-core' }, include: /^lib\/.*\.js$/, capBytes: 8 * MB },
  { name: 'highlight.js', kind: 'code', root: { npm: 'highlight.js' }, include: /^lib\/.*\.js$/, capBytes: 3 * MB },
  { name: 'pg', kind: 'code', root: { npm: 'pg' }, include: /^lib\/.*\.js$/, capBytes: 1 * MB },
  { name: 'openai', kind: 'code', root: { npm: 'openai' }, include: /^src\/.*\.ts$/, capBytes: 2 * MB },
  { name: 'anthropic-sdk', kind: 'code', root: { npm: '@anthropic-ai/sdk' }, include: /^src\/.*\.ts$/, capBytes: 2 * MB },
  { name: 'undici', kind: 'code', root: { npm: 'undici' }, include: /^lib\/.*\.js$/, capBytes: 2 * MB },
  { name: 'python-stdlib', kind: 'code', root: { path: '/usr/lib/python3.*', latest: true }, include: /\.py$/, exclude: /(?:^|\/)(?:test|tests|idle_test|site-packages|dist-packages)(?:\/|$)/, capBytes: 10 * MB },

  // Docs: licences and change logs of the OS's packages, the READMEs and change logs of npm packages.
  { name: 'debian-copyright', kind: 'docs', root: { path: '/usr/share/doc' }, include: /^[^/]+\/copyright$/, capBytes: 6 * MB },
  { name: 'debian-changelogs', kind: 'docs', root: { path: '/usr/share/doc' }, include: /^[^/]+\/changelog\.Debian\.gz$/, capBytes: 4 * MB },
  { name: 'common-licenses', kind: 'docs', root: { path: '/usr/share/common-licenses' }, include: /^[^/]+$/, capBytes: 1 * MB },
  { name: 'npm-markdown', kind: 'docs', root: { path: 'node_modules/.pnpm' }, include: /\/node_modules\/.+\.md$/i, exclude: TESTS, capBytes: 5 * MB },

  // Logs: test-suite logs Debian ships with its packages, and the machine's own package logs.
  { name: 'gdb-test-log', kind: 'logs', root: { path: '/usr/share/doc/gdb' }, include: /^check\.log\.gz$/, capBytes: 5 * MB },
  { name: 'openjdk-test-logs', kind: 'logs', root: { path: '/usr/share/doc' }, include: /^openjdk-[^/]+\/test-[^/]+\/[^/]+\.log\.gz$/, capBytes: 2 * MB },
  { name: 'system-logs', kind: 'logs', root: { path: '/var/log' }, include: /^(?:[^/]+\.log|apt\/(?:history|term)\.log)$/, capBytes: 2 * MB },
];
