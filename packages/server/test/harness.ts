import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll } from 'vitest';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { createApp } from '../src/app.js';
import { createAuthenticator } from '../src/auth/authenticate.js';
import { issueKey } from '../src/auth/keys.js';
import { type Clock, type IdGenerator, randomIds } from '../src/clock.js';
import { loadConfig, type ServerConfig } from '../src/config.js';
import { createKeyRing } from '../src/crypto/master-key.js';
import type { AppDeps } from '../src/deps.js';
import { createMetrics } from '../src/metrics/index.js';
import { openPostgresStore } from '../src/store/postgres/index.js';
import { openSqliteStore, type SqliteStore } from '../src/store/sqlite/index.js';
import type { Store } from '../src/store/types.js';

/** The databases route suites run on: `describe.each(BACKENDS)` and `openHarness(backend)`. */
export const BACKENDS = ['sqlite', 'postgres'] as const;
export type Backend = (typeof BACKENDS)[number];

/** A clock tests move by hand. */
export function fakeClock(start = '2026-03-15T10:00:00.000Z'): Clock & { set(iso: string): void; advance(ms: number): void } {
  let now = Date.parse(start);
  return {
    now: () => new Date(now),
    set: (iso) => {
      now = Date.parse(iso);
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/** Predictable ids: org_1, pol_2, … */
export function sequentialIds(): IdGenerator {
  let n = 0;
  return { next: (prefix) => `${prefix}_${++n}` };
}

export interface RequestOptions {
  key?: string;
  /** Send the key as X-Service-API-Key instead of Authorization: Bearer. */
  serviceKey?: boolean;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface Harness {
  backend: Backend;
  deps: AppDeps;
  store: Store;
  /** The PostgreSQL database's URL (postgres only), for another replica on it. */
  databaseUrl?: string;
  /** The master key sealing this app's secrets. */
  masterKey: Buffer;
  /** Rows of a query written with `?` placeholders, on either database. */
  rows(sql: string, ...params: unknown[]): Promise<Record<string, unknown>[]>;
  clock: ReturnType<typeof fakeClock>;
  adminKey: string;
  /** Every log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  call(method: string, path: string, options?: RequestOptions): Promise<Response>;
  createOrg(name: string, settings?: Record<string, unknown>): Promise<TestOrg>;
  managementKey(orgId: string): Promise<string>;
}

export interface TestOrg {
  orgId: string;
  slug: string;
  licenseId: string;
  licenseKey: string;
  policyId: string;
  policyKey: string;
}

export interface SqliteHarness extends Harness {
  store: SqliteStore;
}

/** The app on an in-memory SQLite database (or `dbFile`), a fake clock, sequential ids and a captured log. */
export function createHarness(config: Partial<ServerConfig> = {}, dbFile = ':memory:'): SqliteHarness {
  const store = openSqliteStore(dbFile);
  return harnessOn(store, 'sqlite', async (sql, params) => sqliteRows(store, sql, params), config);
}

/** The rows a statement returns; none for a write. */
function sqliteRows(store: SqliteStore, sql: string, params: unknown[]): Record<string, unknown>[] {
  const statement = store.db.prepare(sql);
  if (!statement.reader) {
    statement.run(...params);
    return [];
  }
  return statement.all(...params) as Record<string, unknown>[];
}

const openPools: Store[] = [];
afterAll(async () => {
  await Promise.all(openPools.splice(0).map((store) => store.close()));
});

/** A bare store on `backend` (a fresh test database on PostgreSQL, closed after the file) and a way to run SQL written with `?`. */
export async function openStoreOn(
  backend: Backend,
  databaseUrl?: string,
): Promise<{ store: Store; databaseUrl?: string; rows(sql: string, ...params: unknown[]): Promise<Record<string, unknown>[]> }> {
  if (backend === 'sqlite') {
    const store = openSqliteStore(':memory:');
    return { store, rows: async (sql, ...params) => sqliteRows(store, sql, params) };
  }
  const url = databaseUrl ?? (await createTestDatabase());
  const store = await openPostgresStore({ url, poolSize: 4 });
  openPools.push(store);
  return {
    store,
    databaseUrl: url,
    async rows(sql, ...params) {
      let n = 0;
      return (await store.pool.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows as Record<string, unknown>[];
    },
  };
}

/** Another replica: the same PostgreSQL database and master key, ids of its own. */
export interface ReplicaOf {
  databaseUrl: string;
  masterKey: Buffer;
}

/**
 * The same app on `backend`: SQLite in memory, or a fresh database of the test PostgreSQL
 * (closed after the file); with `replicaOf`, a second app on the database of a first one.
 */
export async function openHarness(backend: Backend, config: Partial<ServerConfig> = {}, replicaOf?: ReplicaOf): Promise<Harness> {
  if (backend === 'sqlite') return createHarness(config);
  const { store, databaseUrl, rows } = await openStoreOn(backend, replicaOf?.databaseUrl);
  const harness = harnessOn(store, 'postgres', (sql, params) => rows(sql, ...params), config, replicaOf ? { masterKey: replicaOf.masterKey, ids: randomIds } : undefined);
  return { ...harness, databaseUrl };
}

function harnessOn<S extends Store>(
  store: S,
  backend: Backend,
  rows: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>,
  config: Partial<ServerConfig>,
  replica?: { masterKey: Buffer; ids: IdGenerator },
): Harness & { store: S } {
  const masterKey = replica?.masterKey ?? randomBytes(32);
  const clock = fakeClock();
  const admin = issueKey('administrator');
  const logs: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const deps: AppDeps = {
    config: { ...loadConfig({}), ...config },
    store,
    clock,
    ids: replica?.ids ?? sequentialIds(),
    logger,
    metrics: createMetrics({ forwarding: store.forwarding, now: () => clock.now().getTime() }),
    authenticate: createAuthenticator(store, admin.hash),
    maskingSecret: 'test-masking-secret',
    masterKeys: createKeyRing(masterKey),
  };
  const app = createApp(deps);

  const call: Harness['call'] = (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key !== undefined) {
      if (options.serviceKey) headers['X-Service-API-Key'] = options.key;
      else headers.Authorization = `Bearer ${options.key}`;
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    return Promise.resolve(app.request(`http://preflight.test${path}`, { method, headers, body }));
  };

  return {
    backend,
    deps,
    store,
    masterKey,
    rows: (sql, ...params) => rows(sql, params),
    clock,
    adminKey: admin.key,
    logs,
    call,
    async createOrg(name, settings) {
      const res = await call('POST', '/api/orgs', { key: admin.key, json: { name, ...(settings ? { settings } : {}) } });
      if (res.status !== 201) throw new Error(`createOrg answered ${res.status}`);
      const body = (await res.json()) as Record<string, any>;
      return {
        orgId: body.org_id,
        slug: body.slug,
        licenseId: body.license_id,
        licenseKey: body.license_key,
        policyId: body.default_policy.policy_id,
        policyKey: body.default_policy.api_key,
      };
    },
    async managementKey(orgId) {
      const res = await call('POST', `/api/orgs/${orgId}/api-keys`, { key: admin.key, json: { name: 'test' } });
      if (res.status !== 201) throw new Error(`managementKey answered ${res.status}`);
      return ((await res.json()) as { api_key: string }).api_key;
    },
  };
}
