import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { open, seal, SealedValueError } from './aead.js';
import { createKeyRing, loadMasterKeyRing, MasterKeyError } from './master-key.js';

describe('seal/open', () => {
  const ring = createKeyRing(randomBytes(32));

  it('round-trips and never repeats a ciphertext for the same value', () => {
    const a = seal('Splunk fake-token-123', ring);
    const b = seal('Splunk fake-token-123', ring);
    expect(a).not.toBe(b);
    expect(a).not.toContain('fake-token');
    expect(open(a, ring)).toBe('Splunk fake-token-123');
  });

  it('rejects a tampered value, a wrong associated context and an unknown key', () => {
    const sealed = seal('secret', ring, 'dest-1');
    const parts = sealed.split('.');
    parts[4] = Buffer.from('xxxxxx').toString('base64url');
    expect(() => open(parts.join('.'), ring, 'dest-1')).toThrow(SealedValueError);
    expect(() => open(sealed, ring, 'dest-2')).toThrow(SealedValueError);
    expect(() => open(sealed, createKeyRing(randomBytes(32)), 'dest-1')).toThrow(/no master key/);
    expect(() => open('garbage', ring)).toThrow(/unknown format/);
  });

  it('opens values sealed before a rotation', () => {
    const oldKey = randomBytes(32);
    const sealed = seal('v', createKeyRing(oldKey));
    const rotated = createKeyRing(randomBytes(32), [oldKey]);
    expect(open(sealed, rotated)).toBe('v');
    expect(seal('v', rotated).split('.')[1]).toBe(rotated.current.id);
  });
});

describe('loadMasterKeyRing', () => {
  it('creates a 0600 key file once and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pf-key-'));
    const first = loadMasterKeyRing({ dataDir: dir });
    expect(statSync(join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    expect(loadMasterKeyRing({ dataDir: dir }).current.id).toBe(first.current.id);
  });

  it('prefers the configured key and rejects a key of the wrong length', () => {
    const key = randomBytes(32).toString('base64');
    const ring = loadMasterKeyRing({ dataDir: mkdtempSync(join(tmpdir(), 'pf-key-')), masterKey: key });
    expect(ring.byId(ring.current.id)?.toString('base64')).toBe(key);
    expect(() => loadMasterKeyRing({ dataDir: '.', masterKey: 'c2hvcnQ=' })).toThrow(MasterKeyError);
  });
});
