import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, projectCopy, runCli } from './run-cli.js';

let project: string;
beforeAll(() => {
  project = projectCopy();
});

describe('preflight mask', () => {
  it('writes a masked copy beside the file, same format, every finding masked', async () => {
    const run = await runCli(['mask', 'data/payments.csv'], { cwd: project });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('data/payments.masked.csv: 2 values masked');
    const masked = readFileSync(join(project, 'data/payments.masked.csv'), 'utf8');
    // The cell under `name` is a name: a file's column says so as pasted text's does.
    expect(masked).toBe('name,iban,note\n[PERSON_1],[IBAN_1],fake sample IBAN\n');
  });

  it('writes to --output, or to standard output with -o -', async () => {
    const out = join(project, 'notes-safe.txt');
    expect((await runCli(['mask', 'src/notes.txt', '--output', out], { cwd: project })).code).toBe(0);
    const written = readFileSync(out, 'utf8');
    expect(written).toContain('Send the draft to [EMAIL_1] by Friday.');
    expect(written).not.toContain('078-05-1120');

    const piped = await runCli(['mask', 'src/notes.txt', '-o', '-'], { cwd: project });
    expect(piped.stdout).toBe(written);
  });

  it('turns a DOCX into masked plain text', async () => {
    const out = join(project, 'memo.txt');
    const run = await runCli(['mask', join(FIXTURES, 'files/memo.docx'), '-o', out]);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('[AWS_ACCESS_KEY_1]');
  });

  it('exits 2 for a missing policy file, and writes nothing and exits 1 when the policy blocks', async () => {
    const out = join(project, 'settings.masked.env');
    const run = await runCli(['mask', 'src/settings.env', '--policy', 'no-such-policy.json', '-o', out], { cwd: project });
    expect(run.code).toBe(2);
    writeFileSync(join(project, 'block.json'), JSON.stringify({ name: 'Block secrets', rules: [{ name: 's', enabled: true, dataTypes: ['API_SECRETS'], destinations: ['AI_TOOL'], action: 'BLOCK' }] }));
    const blocked = await runCli(['mask', 'src/settings.env', '--policy', 'block.json', '-o', out], { cwd: project });
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toContain('Nothing written');
    expect(existsSync(out)).toBe(false);
    expect(blocked.stderr).not.toContain('AKIAQ3FAKEKEY7EXMPL2');
  });

  it('refuses unsupported files with their code', async () => {
    const run = await runCli(['mask', 'nested/pixel.png'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('UNSUPPORTED_FILE_TYPE');
  });
});
