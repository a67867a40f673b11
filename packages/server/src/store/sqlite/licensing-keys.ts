import type { Database } from 'better-sqlite3';
import type { SigningAlgorithm, SigningKeyRecord, SigningKeyStore } from '../../licensing/types.js';

interface SigningKeyRow {
  kid: string;
  algorithm: SigningAlgorithm;
  public_pem: string;
  private_sealed: string;
  created_at: string;
  retired_at: string | null;
}

const toKey = (row: SigningKeyRow): SigningKeyRecord => ({
  kid: row.kid,
  algorithm: row.algorithm,
  publicPem: row.public_pem,
  privateSealed: row.private_sealed,
  createdAt: row.created_at,
  retiredAt: row.retired_at,
});

export function sqliteSigningKeyStore(db: Database): SigningKeyStore {
  const activeKey = db.prepare('SELECT * FROM token_signing_keys WHERE algorithm = ? AND retired_at IS NULL');
  // The partial unique index allows one active key per algorithm, so a second first start is ignored.
  const insertActive = db.prepare(
    `INSERT OR IGNORE INTO token_signing_keys (kid, algorithm, public_pem, private_sealed, created_at, retired_at)
     VALUES (?, ?, ?, ?, ?, NULL)`,
  );
  const retire = db.prepare('UPDATE token_signing_keys SET retired_at = ? WHERE algorithm = ? AND retired_at IS NULL');
  const published = db.prepare(
    `SELECT * FROM token_signing_keys WHERE algorithm = ? AND (retired_at IS NULL OR retired_at > ?)
     ORDER BY created_at DESC, kid`,
  );
  const insert = (k: SigningKeyRecord) => insertActive.run(k.kid, k.algorithm, k.publicPem, k.privateSealed, k.createdAt);
  const rotate = db.transaction((key: SigningKeyRecord, at: string) => {
    retire.run(at, key.algorithm);
    insert(key);
  });

  return {
    async active(algorithm) {
      const row = activeKey.get(algorithm) as SigningKeyRow | undefined;
      return row ? toKey(row) : null;
    },
    async insertIfNoneActive(key) {
      insert(key);
      return toKey(activeKey.get(key.algorithm) as SigningKeyRow);
    },
    async rotate(key, at) {
      rotate(key, at);
    },
    async published(algorithm, retiredAfter) {
      return (published.all(algorithm, retiredAfter) as SigningKeyRow[]).map(toKey);
    },
  };
}
