import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createHarness } from '../harness.js';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'preflight-quota-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('monthly quota across processes', () => {
  it('never overshoots when several servers count against one license on the same database', async () => {
    const file = join(dir, 'preflight.db');
    const h = createHarness({}, file);
    const org = await h.createOrg('Acme');
    await h.store.close();

    const worker = new URL('./consume-worker.ts', import.meta.url).pathname;
    const processes = Array.from({ length: 4 }, () =>
      run(process.execPath, ['--import', 'tsx', worker, file, org.licenseId, '40', '100'], { cwd: process.cwd() }),
    );
    const admitted = (await Promise.all(processes)).map(({ stdout }) => Number(stdout));
    expect(admitted.reduce((sum, n) => sum + n, 0)).toBe(100);
  }, 60_000);
});
