import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness.js';

// Fake values: an example.com address, an SSN from the range reserved for documentation, a test card number.
const VALUES = ['retention.probe@example.com', '078-05-1120', '4111 1111 1111 1111'];
const TEXT = `Customer retention.probe@example.com, SSN 078-05-1120, card 4111 1111 1111 1111.`;
const CSV = 'name,email\nProbe,retention.probe@example.com\n';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs text and file checks for an organization with the given retention; returns the database files' bytes. */
async function databaseBytesAfterChecks(retention: 'FULL' | 'METADATA'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-retention-'));
  dirs.push(dir);
  const file = join(dir, 'preflight.db');
  const h = createHarness({}, file);
  const org = await h.createOrg('Retention', { retention_mode: retention });
  for (const destination of ['AI_TOOL', 'VENDOR', 'CUSTOMER']) {
    const res = await h.call('POST', '/api/preflight/text', { key: org.policyKey, serviceKey: true, json: { text: TEXT, destination } });
    expect(res.status).toBe(200);
  }
  const form = new FormData();
  form.set('file', new File([CSV], 'probe.csv'));
  form.set('destination', 'CUSTOMER');
  expect((await h.call('POST', '/api/preflight', { key: org.policyKey, serviceKey: true, body: form })).status).toBe(200);
  // Read while open: the WAL still holds the latest pages.
  const bytes = ['', '-wal']
    .map((suffix) => {
      try {
        return readFileSync(file + suffix).toString('latin1');
      } catch {
        return '';
      }
    })
    .join('');
  await h.store.close();
  return bytes;
}

describe('retention modes', () => {
  it('METADATA: no checked value appears anywhere in the database files, main or WAL', async () => {
    const bytes = await databaseBytesAfterChecks('METADATA');
    expect(bytes.length).toBeGreaterThan(0);
    for (const value of VALUES) expect(bytes.includes(value), value).toBe(false);
    // Partial samples (the SSN's last digits, `***-**-1120`) are not kept either. Hex digests, ids and
    // timestamps may hold the four digits by chance, so only digits standing alone count.
    expect(/(?<![0-9A-Za-z])1120(?![0-9A-Za-z])/u.test(bytes)).toBe(false);
  });

  it('FULL: the content is kept for audit (so the probe above can see values when they are there)', async () => {
    const bytes = await databaseBytesAfterChecks('FULL');
    for (const value of VALUES) expect(bytes.includes(value), value).toBe(true);
  });
});
