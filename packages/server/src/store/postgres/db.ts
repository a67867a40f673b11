import { readFileSync } from 'node:fs';
import pg from 'pg';

/** How the server reaches PostgreSQL (PREFLIGHT_DATABASE_URL and its companion settings). */
export interface PostgresConnection {
  /** postgres://user:password@host:port/database[?sslmode=…]. */
  url: string;
  /** PEM file of the authorities the server's certificate must chain to (PREFLIGHT_DATABASE_CA_FILE). */
  caFile?: string;
  /** Connections this process keeps open at most (PREFLIGHT_DATABASE_POOL_SIZE). */
  poolSize?: number;
}

const INT8 = 20;
const NUMERIC = 1700;

/**
 * Counts and sums come back as numbers, as from SQLite. BIGINT and NUMERIC values here are
 * counters and epoch milliseconds, far below 2^53.
 */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8 || oid === NUMERIC ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * The connection settings: `sslmode` in the URL as libpq reads it (disable, prefer, require,
 * verify-ca, verify-full; `require` encrypts without checking the certificate, the verify modes
 * check it against the CA file, or the system's authorities without one).
 */
export function poolConfig(connection: PostgresConnection): pg.PoolConfig {
  const url = new URL(connection.url);
  const sslmode = url.searchParams.get('sslmode');
  url.searchParams.delete('sslmode');
  const ca = connection.caFile ? readFileSync(connection.caFile, 'utf8') : undefined;
  let ssl: pg.PoolConfig['ssl'];
  switch (sslmode) {
    case null:
    case 'disable':
    case 'allow':
    case 'prefer':
      ssl = ca ? { ca, rejectUnauthorized: true } : undefined;
      break;
    case 'require':
      // libpq's meaning: encrypted, certificate unchecked, unless a CA is given.
      ssl = ca ? { ca, rejectUnauthorized: true } : { rejectUnauthorized: false };
      break;
    case 'verify-ca':
      // The host name is left unchecked; the chain is.
      ssl = { ca, rejectUnauthorized: true, checkServerIdentity: () => undefined };
      break;
    case 'verify-full':
      ssl = { ca, rejectUnauthorized: true };
      break;
    default:
      throw new Error(`sslmode=${sslmode} is not one of disable, allow, prefer, require, verify-ca, verify-full`);
  }
  return {
    connectionString: url.toString(),
    ssl,
    max: connection.poolSize ?? 10,
    types,
    // A database that does not answer fails the start instead of hanging it.
    connectionTimeoutMillis: 10_000,
    application_name: 'preflight',
  };
}

export type Db = pg.Pool;
export type Tx = pg.PoolClient;
export type Queryable = pg.Pool | pg.PoolClient;

/** Runs `work` in one transaction on one connection; rolls back when it throws. */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const tx = await db.connect();
  try {
    await tx.query('BEGIN');
    const result = await work(tx);
    await tx.query('COMMIT');
    return result;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}

const names = new Map<string, string>();

/**
 * The statement as a named one: each connection parses and plans it once and then reuses the
 * plan. Names are derived from the text, which our code writes (values are always parameters),
 * so the set of statements stays small.
 */
function prepared(sql: string, values: unknown[]): pg.QueryConfig {
  let name = names.get(sql);
  if (name === undefined) names.set(sql, (name = `p${names.size}`));
  return { name, text: sql, values };
}

export async function rows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query(prepared(sql, params))).rows as T[];
}

export async function first<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T | null> {
  return ((await db.query(prepared(sql, params))).rows[0] as T | undefined) ?? null;
}

export async function changed(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  return (await db.query(prepared(sql, params))).rowCount ?? 0;
}
