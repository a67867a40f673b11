import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from './run-cli.js';

/**
 * `preflight scan` as a CI job runs it: the built bin, in its own process, in a git repository.
 * Values are e-mail addresses and the standard example IBAN, whose detection is settled, so
 * these tests follow the CI features rather than detector tuning.
 */
const BIN = fileURLToPath(new URL('../../bin/preflight.js', import.meta.url));
const DOCS = fileURLToPath(new URL('../../../../docs/detectors.md', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function preflight(cwd: string, ...args: string[]): Promise<Run> {
  const child = spawn(process.execPath, [BIN, 'scan', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A fresh repository holding the given files, committed. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'preflight-ci-'));
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=CI', '-c', 'user.email=ci@example.invalid', ...args], { cwd: root, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'start');
  return root;
}

/** Paths and types of a JSON report's findings. */
async function findingsOf(cwd: string, ...args: string[]): Promise<string[]> {
  const run = await preflight(cwd, ...args, '--format', 'json', '--fail-on', 'never');
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout).files.flatMap((file: { path: string; findings: Array<{ type: string; region: { start_line: number } }> }) =>
    file.findings.map((f) => `${file.path}:${f.region.start_line} ${f.type}`),
  );
}

beforeAll(() => {
  if (!existsSync(fileURLToPath(new URL('../../dist/cli.js', import.meta.url)))) throw new Error('build first: npx pnpm build');
});

describe.concurrent('preflight scan --baseline', () => {
  it('reports only what is new after the baseline, whatever lines moved', async () => {
    const root = repository({ 'src/app.py': 'OWNER = "fake.owner@example.com"\n', 'docs/pay.txt': 'IBAN DE89370400440532013000\n' });
    const written = await preflight(root, '.', '--write-baseline', '.preflight-baseline.json');
    expect(written.code, written.stderr).toBe(0);
    expect(written.stderr).toContain('wrote 2 findings to .preflight-baseline.json');
    const baselineText = readFileSync(join(root, '.preflight-baseline.json'), 'utf8');
    expect(baselineText).not.toContain('fake.owner@example.com');
    expect(baselineText).not.toContain('DE89370400440532013000');
    expect(JSON.parse(baselineText)).toMatchObject({
      version: 1,
      fingerprint: 'preflightFindingHash/v1',
      findings: [
        { type: 'IBAN', path: 'docs/pay.txt' },
        { type: 'EMAIL', path: 'src/app.py' },
      ],
    });

    // Lines added above the accepted finding, a second copy of it, and a new one elsewhere.
    write(root, 'src/app.py', '"""Settings."""\n\nOWNER = "fake.owner@example.com"\nCOPY = "fake.owner@example.com"\n');
    write(root, 'src/new.ts', 'export const contact = "fake.new@example.com";\n');
    const run = await preflight(root, '.', '--baseline', '.preflight-baseline.json', '--fail-on', 'MASK');
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/src\/app\.py\s+4:9\s+EMAIL/);
    expect(run.stdout).toMatch(/src\/new\.ts\s+1:25\s+EMAIL/);
    expect(run.stdout).not.toMatch(/src\/app\.py\s+3:/);
    expect(run.stdout).not.toContain('docs/pay.txt');
    expect(run.stdout).toContain('2 findings in 2 of 4 scanned files (2 MASK); 2 in the baseline');

    // The same baseline from a subfolder: its paths are relative to the baseline file.
    expect(await findingsOf(join(root, 'src'), '.', '--baseline', '../.preflight-baseline.json')).toEqual(['app.py:4 EMAIL', 'new.ts:1 EMAIL']);
  });

  it('stops with exit code 2 on a baseline it cannot use, saying why', async () => {
    const root = repository({ 'a.txt': 'fake.a@example.com\n', 'baseline.json': '{ "version": 1,' });
    const broken = await preflight(root, 'a.txt', '--baseline', 'baseline.json');
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('preflight scan: baseline baseline.json: not JSON');
    expect(broken.stdout).toBe('');
    const missing = await preflight(root, '.', '--baseline', 'none.json');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('baseline none.json: no such file');
  });
});

describe.concurrent('preflight scan suppression and excludes', () => {
  it('honours preflight:allow comments on the line and alone on the line before', async () => {
    const root = repository({
      'app.js': ['const a = "fake.a@example.com"; // preflight:allow test account', '// preflight:allow', 'const b = "fake.b@example.com";', 'const c = "fake.c@example.com";', ''].join('\n'),
      'page.html': '<p>fake.d@example.com</p> <!-- preflight:allow -->\n',
      'db.sql': "SELECT 'fake.e@example.com'; -- preflight:allow\n",
    });
    const table = await preflight(root, '.', '--fail-on', 'MASK');
    expect(table.code).toBe(1);
    expect(table.stdout).toMatch(/^app\.js\s+4:12\s+EMAIL/m);
    expect(table.stdout).toContain('1 finding in 1 of 3 scanned files (1 MASK); 4 allowed inline');
    expect(await findingsOf(root, '.', '--no-inline-allow')).toHaveLength(5);
  });

  it('leaves out --exclude patterns, .preflightignore, .git/info/exclude and the .gitignore files above a scanned folder', async () => {
    const root = repository({
      '.gitignore': 'build/\n',
      '.preflightignore': '# test data\nfixtures/\n',
      'src/main.txt': 'fake.main@example.com\n',
      'src/generated/api.txt': 'fake.generated@example.com\n',
      'src/vendor.min.js': 'fake.min@example.com\n',
      'fixtures/users.csv': 'name,email\nA,fake.fixture@example.com\n',
      'scratch.txt': 'fake.scratch@example.com\n',
    });
    write(root, 'build/out.txt', 'fake.build@example.com\n');
    appendFileSync(join(root, '.git/info/exclude'), 'scratch.txt\n');

    expect(await findingsOf(root, '.', '--exclude', 'src/generated/', '--exclude', '*.min.js')).toEqual(['src/main.txt:1 EMAIL']);
    expect(await findingsOf(root, '.')).toEqual(['src/generated/api.txt:1 EMAIL', 'src/main.txt:1 EMAIL', 'src/vendor.min.js:1 EMAIL']);
    // Without git's rules, .preflightignore still holds.
    expect(await findingsOf(root, '.', '--no-gitignore')).toEqual([
      'build/out.txt:1 EMAIL',
      'scratch.txt:1 EMAIL',
      'src/generated/api.txt:1 EMAIL',
      'src/main.txt:1 EMAIL',
      'src/vendor.min.js:1 EMAIL',
    ]);
    // A subfolder scan still sees the root's ignore files; a named file only --exclude and .preflightignore.
    write(root, 'fixtures/extra/more.txt', 'fake.more@example.com\n');
    expect(await findingsOf(join(root, 'fixtures'), '.')).toEqual([]);
    expect(await findingsOf(root, 'scratch.txt', 'src/main.txt', 'fixtures/users.csv', '--exclude', 'src/')).toEqual(['scratch.txt:1 EMAIL']);
  });
});

describe('preflight scan --format sarif', () => {
  type Rule = { id: string; help?: { text?: string; markdown?: string }; helpUri?: string; properties?: Record<string, unknown> };
  type Result = {
    ruleId: string;
    ruleIndex: number;
    partialFingerprints?: Record<string, string>;
    locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
  };

  /** What GitHub's code-scanning upload requires or uses, beyond the SARIF schema. */
  function githubProblems(sarif: { runs: Array<{ tool: { driver: { rules: Rule[] } }; results: Result[] }> }): string[] {
    const problems: string[] = [];
    const anchors = new Set([...readFileSync(DOCS, 'utf8').matchAll(/^### (\S+)$/gm)].map((m) => m[1].toLowerCase()));
    for (const run of sarif.runs) {
      const rules = run.tool.driver.rules;
      for (const rule of rules) {
        if (!rule.help?.text || !rule.help.markdown) problems.push(`${rule.id}: no help text and markdown`);
        const anchor = rule.helpUri?.split('#')[1];
        if (!rule.helpUri?.startsWith('https://') || !anchor || !anchors.has(anchor)) problems.push(`${rule.id}: helpUri without a docs anchor`);
        if (!/^\d+\.\d$/.test(String(rule.properties?.['security-severity']))) problems.push(`${rule.id}: no security-severity`);
        if (!(rule.properties?.tags as string[] | undefined)?.includes('security')) problems.push(`${rule.id}: no security tag`);
      }
      for (const result of run.results) {
        if (rules[result.ruleIndex]?.id !== result.ruleId) problems.push(`${result.ruleId}: ruleIndex names another rule`);
        if (!result.partialFingerprints || Object.keys(result.partialFingerprints).length === 0) problems.push(`${result.ruleId}: no partialFingerprints`);
        for (const { physicalLocation } of result.locations) {
          if (/^[a-z]+:|^\//i.test(physicalLocation.artifactLocation.uri)) problems.push(`${physicalLocation.artifactLocation.uri}: not relative`);
          if (!(physicalLocation.region.startLine >= 1)) problems.push(`${physicalLocation.artifactLocation.uri}: startLine below 1`);
        }
      }
    }
    return problems;
  }

  it('passes the SARIF 2.1.0 schema and GitHub upload rules, with fingerprints that survive moved lines', async () => {
    const root = repository({ 'src/config.yaml': 'owner: fake.owner@example.com\niban: DE89370400440532013000\n', 'notes.md': 'Write to fake.notes@example.com\n' });
    const first = await preflight(root, '.', '--format', 'sarif', '--fail-on', 'never');
    expect(first.code, first.stderr).toBe(0);
    const sarif = JSON.parse(first.stdout);

    const schema = JSON.parse(readFileSync(join(FIXTURES, 'cli/sarif-schema-2.1.0.json'), 'utf8'));
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(sarif), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(githubProblems(sarif)).toEqual([]);
    expect(sarif.runs[0].tool.driver.rules.map((r: Rule) => [r.id, r.properties?.['security-severity']])).toEqual([
      ['EMAIL', '6.0'],
      ['IBAN', '8.0'],
    ]);
    expect(sarif.runs[0].results[0].message.text).toBe('An email address (PII): the policy masks it for AI_TOOL');

    write(root, 'src/config.yaml', '# settings\n\nowner: fake.owner@example.com\niban: DE89370400440532013000\n');
    const moved = JSON.parse((await preflight(root, '.', '--format', 'sarif', '--fail-on', 'never')).stdout);
    const fingerprints = (log: { runs: Array<{ results: Result[] }> }) => log.runs[0].results.map((r) => r.partialFingerprints?.['preflightFindingHash/v1']);
    expect(fingerprints(moved)).toEqual(fingerprints(sarif));
    expect(new Set(fingerprints(sarif)).size).toBe(3);
  });
});
