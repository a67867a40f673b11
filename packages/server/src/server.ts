import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { ensureAdminKey } from './auth/admin-key.js';
import { createAuthenticator } from './auth/authenticate.js';
import { type Clock, type IdGenerator, randomIds, systemClock } from './clock.js';
import type { ServerConfig } from './config.js';
import { loadMasterKeyRing, loadSharedMasterKeyRing } from './crypto/master-key.js';
import type { AppDeps } from './deps.js';
import type { CheckEngine } from './domain/check-engine.js';
import { createEnginePool } from './domain/engine-pool.js';
import { ensureMaskingSecret } from './domain/masking-key.js';
import { forwardingRuntime } from './forwarding/runtime.js';
import { createForwardingWorker } from './forwarding/worker.js';
import { createLogger } from './logger.js';
import { createMetrics } from './metrics/index.js';
import { openSqliteStore } from './store/sqlite/index.js';
import type { Store } from './store/types.js';

export const DATABASE_FILE = 'preflight.db';

export interface StartOptions {
  clock?: Clock;
  ids?: IdGenerator;
  logger?: Logger;
}

export interface RunningServer {
  /** Where the server listens, e.g. http://127.0.0.1:8080. */
  url: string;
  /** The public base URL (PREFLIGHT_BASE_URL, else `url`). */
  baseUrl: string;
  docsUrl: string;
  /** Set only on the first start without PREFLIGHT_ADMIN_KEY. */
  generatedAdminKey: string | null;
  close(): Promise<void>;
}

export class StartupError extends Error {
  constructor(
    readonly code: 'PORT_IN_USE' | 'LISTEN_FAILED' | 'DATABASE_UNAVAILABLE',
    message: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

/** Binds the port before anything is stored, so a start that cannot listen leaves no trace. */
function listen(config: ServerConfig): Promise<Server> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${config.host}:${config.port}`;
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError('PORT_IN_USE', `${where} is already in use; set PREFLIGHT_PORT (or --port) to a free port`)
          : new StartupError('LISTEN_FAILED', `cannot listen on ${where} (${error.code ?? 'error'}); check PREFLIGHT_PORT and PREFLIGHT_HOST`),
      );
    });
    server.listen(config.port, config.host, () => resolve(server));
  });
}

/**
 * PostgreSQL when PREFLIGHT_DATABASE_URL is set, else the SQLite file in the data dir. A
 * database that cannot be reached is a startup error naming the setting; its message never
 * repeats the URL, which holds the password.
 */
async function openConfiguredStore(config: ServerConfig, clock: Clock): Promise<Store> {
  if (!config.database) return openSqliteStore(join(config.dataDir, DATABASE_FILE), { backgroundCheckpoints: true });
  try {
    // Loaded only here: a server on SQLite never loads the PostgreSQL driver.
    const { openPostgresStore } = await import('./store/postgres/index.js');
    return await openPostgresStore(config.database, { auditRetentionMonths: config.database.auditRetentionMonths, clock });
  } catch (error) {
    const e = error as { code?: string; message?: string };
    if (e.code === 'SCHEMA_TOO_NEW') throw error;
    const reason = e.code && /^[A-Z0-9_]+$/i.test(e.code) ? `${e.code}: ${e.message ?? ''}` : (e.message ?? 'unknown error');
    throw new StartupError(
      'DATABASE_UNAVAILABLE',
      `cannot use the PostgreSQL database of PREFLIGHT_DATABASE_URL (${reason.replace(config.database.url, '<PREFLIGHT_DATABASE_URL>')}); check the URL, that the server is up and that it accepts this user`,
    );
  }
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Listens, then opens the database (migrating it), makes sure an administrator key exists and
 * starts answering. The key is generated and stored only once the port is bound, so a first
 * start that fails to listen (port in use) does not leave a stored key nobody was shown.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const logging = options.logger ? { logger: options.logger, flush: () => undefined } : createLogger(config.logLevel);
  const { logger } = logging;
  const server = await listen(config);
  let store: Store | undefined;
  let engine: CheckEngine | undefined;
  try {
    store = await openConfiguredStore(config, clock);
    const admin = await ensureAdminKey(store, config.adminKey, clock);
    const forwarding = forwardingRuntime(config.forwarding);
    engine = createEnginePool({ threads: config.checkThreads || undefined, maxQueue: config.checkQueue });
    const metrics = createMetrics({ processMetrics: true, forwarding: store.forwarding, now: () => clock.now().getTime() });
    const masterKeys = config.database
      ? await sharedMasterKeys(store, config, clock, logger)
      : loadMasterKeyRing({ dataDir: config.dataDir, masterKey: config.masterKey, previousKeys: config.previousMasterKeys });
    const worker = createForwardingWorker({
      store: store.forwarding,
      transport: forwarding.transport,
      clock,
      masterKeys,
      logger,
      config: config.forwarding,
      baseUrl: config.baseUrl,
      deliveries: metrics.deliveries,
    });
    const deps: AppDeps = {
      config,
      store,
      clock,
      ids: options.ids ?? randomIds,
      logger,
      metrics,
      authenticate: createAuthenticator(store, admin.hash),
      maskingSecret: await ensureMaskingSecret(store, clock),
      masterKeys,
      forwarding,
      engine,
      forwardingHealth: () => worker.health(),
    };
    server.on('request', getRequestListener(createApp(deps).fetch));

    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    const baseUrl = config.baseUrl?.replace(/\/+$/, '') ?? url;
    logger.info({ port }, 'listening');
    worker.start();
    const openStore = store;
    const pool = engine;
    return {
      url,
      baseUrl,
      docsUrl: `${baseUrl}/docs`,
      generatedAdminKey: admin.generatedKey,
      async close() {
        await closeServer(server);
        await worker.stop();
        await pool.close();
        forwarding.transport.close();
        await openStore.close();
        logging.flush();
      },
    };
  } catch (error) {
    await closeServer(server);
    await engine?.close();
    await store?.close();
    throw error;
  }
}

/** Replicas on one database share the master key: configured, or else kept in that database. */
async function sharedMasterKeys(store: Store, config: ServerConfig, clock: Clock, logger: Logger) {
  const { ring, stored } = await loadSharedMasterKeyRing(
    store.secrets,
    { masterKey: config.masterKey, previousKeys: config.previousMasterKeys },
    clock.now(),
  );
  if (stored) {
    logger.warn('PREFLIGHT_MASTER_KEY is not set: the master key is kept in the database beside the values it seals; set it to keep them apart');
  }
  return ring;
}
