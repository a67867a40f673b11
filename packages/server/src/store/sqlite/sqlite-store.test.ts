import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStoreContract } from '../contract.js';
import { openSqliteStore } from './index.js';

describeStoreContract('SQLite', async () => openSqliteStore(':memory:'));

describe('openSqliteStore', () => {
  it('creates the folder, uses WAL and keeps data across reopening', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preflight-store-'));
    try {
      const file = join(dir, 'nested', 'preflight.db');
      const first = openSqliteStore(file);
      expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
      await first.secrets.setIfAbsent('kept', 'yes', '2026-01-01T00:00:00.000Z');
      await first.close();
      const second = openSqliteStore(file);
      expect(await second.secrets.get('kept')).toBe('yes');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
