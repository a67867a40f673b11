import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** The test cluster's superuser URL (see postgres-global-setup.ts). */
export function postgresAdminUrl(): string {
  const url = inject('postgresAdminUrl');
  if (!url) throw new Error(`The test PostgreSQL did not start: ${inject('postgresStartError')}`);
  return url;
}

/** A new, empty database in the test cluster; returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = postgresAdminUrl();
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
