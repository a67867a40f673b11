import pg from 'pg';
import { type LocalPostgres, startLocalPostgres } from '../test-support/postgres.js';

/**
 * A PostgreSQL cluster for a benchmark run, with its durability settings left at their defaults
 * (fsync and synchronous commit on), as a production database has them, and one fresh database.
 */
export async function startBenchPostgres(): Promise<{ url: string; cluster: LocalPostgres }> {
  const cluster = await startLocalPostgres({ settings: { shared_buffers: '256MB' } });
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  try {
    await admin.query('CREATE DATABASE bench');
  } finally {
    await admin.end();
  }
  return { url: cluster.urlOf('bench'), cluster };
}

/** `--backend postgres --replicas N` from the command line (SQLite and 1 replica without them). */
export function backendArgs(argv = process.argv.slice(2)): { postgres: boolean; replicas: number } {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const backend = value('--backend') ?? 'sqlite';
  if (backend !== 'sqlite' && backend !== 'postgres') throw new Error('--backend is sqlite or postgres');
  const replicas = Number(value('--replicas') ?? 1);
  if (!Number.isInteger(replicas) || replicas < 1) throw new Error('--replicas is a whole number of at least 1');
  return { postgres: backend === 'postgres', replicas };
}
