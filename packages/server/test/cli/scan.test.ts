import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_VALUES, FIXTURES, projectCopy, runCli } from './run-cli.js';

let project: string;
beforeAll(() => {
  project = projectCopy();
});

const EXPECTED = [
  { file: 'data/payments.csv', type: 'PERSON_NAME', action: 'MASK', line: 2, column: 1 },
  { file: 'data/payments.csv', type: 'IBAN', action: 'BLOCK', line: 2, column: 16 },
  { file: 'src/notes.txt', type: 'EMAIL', action: 'MASK', line: 2, column: 19 },
  { file: 'src/notes.txt', type: 'SSN', action: 'MASK', line: 3, column: 36 },
  { file: 'src/settings.env', type: 'AWS_ACCESS_KEY', action: 'BLOCK', line: 2, column: 19 },
];

describe('preflight scan', () => {
  it('prints a table of findings without raw values, honouring .gitignore, and exits 1 on a BLOCK', async () => {
    const run = await runCli(['scan', '.'], { cwd: project });
    expect(run.code).toBe(1);
    for (const f of EXPECTED) expect(run.stdout).toMatch(new RegExp(`${f.file}\\s+${f.line}:${f.column}\\s+${f.type}\\s+\\S+\\s+${f.action}`));
    expect(run.stdout).toContain('skipped: nested/pixel.png (UNSUPPORTED_FILE_TYPE');
    expect(run.stdout).toContain('5 findings in 3 of 5 scanned files (2 BLOCK, 3 MASK); 1 skipped');
    expect(run.stdout).not.toContain('ignored');
    expect(run.stdout).not.toContain('debug.log');
    for (const value of FIXTURE_VALUES) expect(run.stdout + run.stderr).not.toContain(value);
  });

  it('shows raw values only when asked, and scans ignored files with --no-gitignore', async () => {
    const run = await runCli(['scan', '.', '--show-values', '--no-gitignore'], { cwd: project });
    for (const value of FIXTURE_VALUES) expect(run.stdout).toContain(value);
    expect(run.stdout).toContain('fake.ignored@example.com');
    expect(run.stdout).toContain('debug.log');
  });

  it('writes JSON with a summary and located findings', async () => {
    const run = await runCli(['scan', 'src', 'data', '--format', 'json'], { cwd: project });
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ destination: 'AI_TOOL', summary: { files: 3, scanned: 3, findings: 5, files_with_findings: 3, by_action: { BLOCK: 2, MASK: 3, ALLOW: 0 } } });
    const notes = report.files.find((f: { path: string }) => f.path === 'src/notes.txt');
    expect(notes).toMatchObject({ status: 'scanned', kind: 'text', decision: 'ALLOWED_WITH_MASKING' });
    expect(notes.findings[0]).toMatchObject({ type: 'EMAIL', region: { start_line: 2, start_column: 19, end_line: 2, end_column: 44 }, sample: 'f************@e******.com' });
    expect(notes.findings[0]).not.toHaveProperty('value');
    for (const value of FIXTURE_VALUES) expect(run.stdout).not.toContain(value);
  });

  it('explains each finding with --explain: its likelihood and the evidence behind it', async () => {
    const table = await runCli(['scan', 'src/notes.txt', '--explain'], { cwd: project });
    expect(table.stdout).toMatch(/SSN[^\n]*\n {4}likelihood (LIKELY|VERY_LIKELY), confidence [0-9.]+\n {6} 0 alone: /);
    const json = JSON.parse((await runCli(['scan', 'src/notes.txt', '--format', 'json', '--explain'], { cwd: project })).stdout);
    const ssn = json.files[0].findings.find((f: { type: string }) => f.type === 'SSN');
    expect(ssn.likelihood).toMatch(/LIKELY/);
    expect(ssn.evidence[0]).toMatchObject({ kind: 'alone', steps: 0 });
    const plain = JSON.parse((await runCli(['scan', 'src/notes.txt', '--format', 'json'], { cwd: project })).stdout);
    expect(plain.files[0].findings[0]).not.toHaveProperty('evidence');
    for (const value of FIXTURE_VALUES) expect(table.stdout + json.stdout).not.toContain(value);
  });

  it('writes SARIF 2.1.0 that validates against the official schema, never with values', async () => {
    const run = await runCli(['scan', '.', '--format', 'sarif', '--show-values'], { cwd: project });
    const sarif = JSON.parse(run.stdout);
    const schema = JSON.parse(readFileSync(join(FIXTURES, 'cli/sarif-schema-2.1.0.json'), 'utf8'));
    // The schema's language-tag pattern is written for non-Unicode regular expressions.
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(sarif), JSON.stringify(validate.errors, null, 2)).toBe(true);

    const [sarifRun] = sarif.runs;
    expect(sarifRun.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(['AWS_ACCESS_KEY', 'EMAIL', 'IBAN', 'PERSON_NAME', 'SSN']);
    const results = sarifRun.results.map((r: any) => ({
      file: r.locations[0].physicalLocation.artifactLocation.uri,
      type: r.ruleId,
      level: r.level,
      line: r.locations[0].physicalLocation.region.startLine,
      column: r.locations[0].physicalLocation.region.startColumn,
    }));
    expect(results).toEqual(
      EXPECTED.map(({ file, type, action, line, column }) => ({ file, type, level: action === 'BLOCK' ? 'error' : 'warning', line, column })),
    );
    expect(sarifRun.invocations[0].toolExecutionNotifications).toHaveLength(1);
    for (const value of FIXTURE_VALUES) expect(run.stdout).not.toContain(value);

    // Standard input and absolute paths (outside the scanned root) need URIs of their own.
    const docx = join(FIXTURES, 'files/memo.docx');
    const other = JSON.parse((await runCli(['scan', '-', docx, '--format', 'sarif'], { stdin: 'fake.stdin@example.com\n' })).stdout);
    expect(validate(other), JSON.stringify(validate.errors, null, 2)).toBe(true);
    const uris = other.runs[0].results.map((r: any) => r.locations[0].physicalLocation.artifactLocation.uri);
    expect(uris).toContain('stdin');
    expect(uris).toContain(pathToFileURL(docx).href);
  });

  it('reads standard input with -', async () => {
    const run = await runCli(['scan', '-', '--format', 'json'], { stdin: 'ping fake.stdin@example.com today\n' });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.files[0]).toMatchObject({ path: '<stdin>', findings: [{ type: 'EMAIL', action: 'MASK' }] });
  });

  it('reads PDF and DOCX through their extracted text and reports the paragraph', async () => {
    const run = await runCli(['scan', join(FIXTURES, 'files/memo.docx'), '--format', 'json', '--fail-on', 'never']);
    expect(run.code).toBe(0);
    const [file] = JSON.parse(run.stdout).files;
    expect(file).toMatchObject({ kind: 'docx', decision: 'BLOCKED' });
    expect(file.findings.map((f: { place: string }) => f.place)).toContain('paragraph 2');
  });
});

describe('preflight scan exit codes', () => {
  const cases: Array<{ name: string; args: string[]; code: number }> = [
    { name: 'BLOCK findings at the default threshold', args: ['src'], code: 1 },
    { name: 'only MASK findings at the default threshold', args: ['src/notes.txt'], code: 0 },
    { name: 'MASK findings with --fail-on MASK', args: ['src/notes.txt', '--fail-on', 'mask'], code: 1 },
    { name: 'a category that is present', args: ['src', '--fail-on', 'API_SECRETS'], code: 1 },
    { name: 'a category that is absent', args: ['src', '--fail-on', 'PHI,EU_DATA'], code: 0 },
    { name: '--fail-on never', args: ['.', '--fail-on', 'never'], code: 0 },
    { name: 'a clean folder', args: ['nested', '--fail-on', 'ALLOW'], code: 0 },
    { name: 'a destination whose rules allow personal data', args: ['src/notes.txt', '--destination', 'CUSTOMER', '--fail-on', 'MASK'], code: 0 },
    { name: 'a path that does not exist', args: ['no-such-folder'], code: 2 },
    { name: 'an unknown format', args: ['src', '--format', 'xml'], code: 2 },
    { name: 'an unknown threshold', args: ['src', '--fail-on', 'SOMETIMES'], code: 2 },
    { name: 'no path at all', args: [], code: 2 },
  ];
  it.each(cases)('$name → $code', async ({ args, code }) => {
    const run = await runCli(['scan', ...args], { cwd: project });
    expect(run.code, run.stderr).toBe(code);
  });

  it('applies --policy and refuses an invalid one with its problems listed', async () => {
    const policyDir = projectCopy();
    const allow = join(policyDir, 'allow.json');
    const invalid = join(policyDir, 'invalid.json');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(allow, JSON.stringify({ name: 'Allow all', rules: [{ name: 'all', enabled: true, dataTypes: ['ALL'], destinations: ['AI_TOOL'], action: 'ALLOW' }] }));
    writeFileSync(invalid, JSON.stringify({ name: 'Bad', rules: [{ name: 'x', dataTypes: ['NOPE'], destinations: ['AI_TOOL'], action: 'BLOCK' }] }));
    expect((await runCli(['scan', '.', '--policy', allow, '--fail-on', 'MASK'], { cwd: project })).code).toBe(0);
    const refused = await runCli(['scan', '.', '--policy', invalid], { cwd: project });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('rules[0].dataTypes');
  });
});
