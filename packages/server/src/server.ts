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
import { loadMasterKeyRing } from './crypto/master-key.js';
import type { AppDeps } from './deps.js';
import type { CheckEngine } from './domain/check-engine.js';
import { createEnginePool } from './domain/engine-pool.js';
import { ensureMaskingSecret } from './domain/masking-key.js';
import { forwardingRuntime } from './forwarding/runtime.js';
import { createForwardingWorker } from './forwarding/worker.js';
import { createLogger } from './logger.js';
import { createMetrics } from './metrics/index.js';
import { openSqliteStore, type SqliteStore } from './store/sqlite/index.js';

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
    readonly code: 'PORT_IN_USE' | 'LISTEN_FAILED',
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
  let store: SqliteStore | undefined;
  let engine: CheckEngine | undefined;
  try {
    store = openSqliteStore(join(config.dataDir, DATABASE_FILE), { backgroundCheckpoints: true });
    const admin = await ensureAdminKey(store, config.adminKey, clock);
    const forwarding = forwardingRuntime(config.forwarding);
    engine = createEnginePool({ threads: config.checkThreads || undefined, maxQueue: config.checkQueue });
    const metrics = createMetrics({ processMetrics: true, forwarding: store.forwarding, now: () => clock.now().getTime() });
    const masterKeys = loadMasterKeyRing({
      dataDir: config.dataDir,
      masterKey: config.masterKey,
      previousKeys: config.previousMasterKeys,
    });
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
