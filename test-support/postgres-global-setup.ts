import type { TestProject } from 'vitest/node';
import { type LocalPostgres, startLocalPostgres } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the test cluster; empty when it could not start (postgresStartError says why). */
    postgresAdminUrl: string;
    postgresStartError: string;
  }
}

/**
 * One PostgreSQL cluster for the whole test run, started once before any test file; each suite
 * makes its own database in it (test-support/test-database.ts). A machine without PostgreSQL
 * still runs every other test: the PostgreSQL suites fail with the reason.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let cluster: LocalPostgres | undefined;
  try {
    cluster = await startLocalPostgres({ fast: true });
    project.provide('postgresAdminUrl', cluster.adminUrl);
    project.provide('postgresStartError', '');
  } catch (error) {
    project.provide('postgresAdminUrl', '');
    project.provide('postgresStartError', (error as Error).message);
  }
  return async () => {
    await cluster?.stop();
  };
}
