import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BaselineError, readBaseline } from '../../src/cli/baseline.js';

const HASH = 'a'.repeat(64);

function baselineFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'preflight-baseline-')), 'baseline.json');
  writeFileSync(file, text);
  return file;
}

describe('readBaseline', () => {
  it('reads the fingerprints of a well-formed file', async () => {
    const file = baselineFile(JSON.stringify({ version: 1, fingerprint: 'preflightFindingHash/v1', findings: [{ fingerprint: HASH, type: 'EMAIL', path: 'a.txt' }] }));
    expect([...(await readBaseline(file))]).toEqual([HASH]);
  });

  it.each([
    ['not JSON', '{ "version": 1,', 'not JSON'],
    ['not an object', '[]', 'not a JSON object'],
    ['another version', JSON.stringify({ version: 2, fingerprint: 'preflightFindingHash/v1', findings: [] }), 'version must be 1 (found 2)'],
    ['another recipe', JSON.stringify({ version: 1, fingerprint: 'sha1', findings: [] }), 'fingerprint must be "preflightFindingHash/v1"'],
    ['findings that are not a list', JSON.stringify({ version: 1, fingerprint: 'preflightFindingHash/v1', findings: {} }), 'findings must be an array'],
    ['an entry without a hash', JSON.stringify({ version: 1, fingerprint: 'preflightFindingHash/v1', findings: [{ fingerprint: HASH }, { fingerprint: 'abc' }] }), 'findings[1].fingerprint must be 64 lowercase hex digits'],
  ])('refuses %s', async (_, text, problem) => {
    const file = baselineFile(text);
    const error = await readBaseline(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaselineError);
    expect((error as Error).message).toContain(`baseline ${file}: ${problem}`);
  });
});
