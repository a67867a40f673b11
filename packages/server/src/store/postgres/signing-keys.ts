import type { SigningKeyRecord, SigningKeyStore } from '../../licensing/types.js';
import { first, rows, transaction, type Db, type Queryable } from './db.js';

interface SigningKeyRow {
  kid: string;
  algorithm: SigningKeyRecord['algorithm'];
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

/** The partial unique index allows one active key per algorithm, so a second replica's first key is ignored. */
const insertActive = (db: Queryable, k: SigningKeyRecord) =>
  db.query(
    `INSERT INTO token_signing_keys (kid, algorithm, public_pem, private_sealed, created_at, retired_at)
     VALUES ($1, $2, $3, $4, $5, NULL) ON CONFLICT DO NOTHING`,
    [k.kid, k.algorithm, k.publicPem, k.privateSealed, k.createdAt],
  );

export function postgresSigningKeyStore(db: Db): SigningKeyStore {
  const active = async (algorithm: string) => {
    const row = await first<SigningKeyRow>(db, 'SELECT * FROM token_signing_keys WHERE algorithm = $1 AND retired_at IS NULL', [algorithm]);
    return row ? toKey(row) : null;
  };
  return {
    active,
    async insertIfNoneActive(key) {
      await insertActive(db, key);
      return (await active(key.algorithm)) as SigningKeyRecord;
    },
    async rotate(key, at) {
      await transaction(db, async (tx) => {
        await tx.query('UPDATE token_signing_keys SET retired_at = $1 WHERE algorithm = $2 AND retired_at IS NULL', [at, key.algorithm]);
        await insertActive(tx, key);
      });
    },
    async published(algorithm, retiredAfter) {
      return (
        await rows<SigningKeyRow>(
          db,
          `SELECT * FROM token_signing_keys WHERE algorithm = $1 AND (retired_at IS NULL OR retired_at > $2)
           ORDER BY created_at DESC, kid`,
          [algorithm, retiredAfter],
        )
      ).map(toKey);
    },
  };
}
