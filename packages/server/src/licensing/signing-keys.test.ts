import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { createKeyRing } from '../crypto/master-key.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import { TokenSigner } from './signing-keys.js';

const dir = mkdtempSync(join(tmpdir(), 'preflight-signing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('TokenSigner', () => {
  it('keeps its key pair across restarts and refuses to use it under another master key', async () => {
    const file = join(dir, 'keys.db');
    const masterKey = randomBytes(32);
    const first = openSqliteStore(file);
    const signer = new TokenSigner(first.signingKeys, createKeyRing(masterKey), systemClock);
    const kids = await Promise.all([signer.activeKey(), signer.activeKey()]);
    expect(kids[0].kid).toBe(kids[1].kid);
    await first.close();

    const reopened = openSqliteStore(file);
    const restarted = new TokenSigner(reopened.signingKeys, createKeyRing(masterKey), systemClock);
    expect((await restarted.activeKey()).kid).toBe(kids[0].kid);
    const { token } = await restarted.sign({ sub: 'org_1' }, new Date(Date.now() + 3_600_000));
    const { payload } = await jwtVerify(token, createLocalJWKSet(await restarted.jwks()));
    expect(payload.sub).toBe('org_1');

    const wrongMaster = new TokenSigner(reopened.signingKeys, createKeyRing(randomBytes(32)), systemClock);
    await expect(wrongMaster.sign({ sub: 'org_1' }, new Date(Date.now() + 3_600_000))).rejects.toMatchObject({ code: 'SEALED_VALUE_INVALID' });
    await reopened.close();
  });

  it('creates one active key when several servers start on the same database at once', async () => {
    const file = join(dir, 'race.db');
    const stores = [openSqliteStore(file), openSqliteStore(file)];
    const ring = createKeyRing(randomBytes(32));
    const keys = await Promise.all(stores.map((s) => new TokenSigner(s.signingKeys, ring, systemClock).activeKey()));
    expect(keys[0]?.kid).toBe(keys[1]?.kid);
    expect(stores[0]?.db.prepare('SELECT COUNT(*) AS n FROM token_signing_keys').get()).toEqual({ n: 1 });
    for (const s of stores) await s.close();
  });
});
