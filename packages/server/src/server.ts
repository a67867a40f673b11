import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { ensureAdminKey } from './auth/admin-key.js';
import { createAuthenticator } from './auth/authenticate.js';
import { type Clock, type IdGenerator, randomIds, systemClock } from './clock.js';
import type { ServerConfig } from './config.js';
import { loadMasterKeyRing } from './crypto/master-key.js';
import type { AppDeps } from './deps.js';
import { createEnginePool } from './domain/engine-pool.js';
import { ensureMaskingSecret } from './domain/masking-key.js';
import { forwardingRuntime } from './forwarding/runtime.js';
import { createForwardingWorker } from './forwarding/worker.js';
import { createLogger } from './logger.js';
import { createMetrics } from './metrics/index.js';
import { openSqliteStore } from './store/sqlite/index.js';

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

/** Opens the database (migrating it), makes sure an administrator key exists and listens. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  const logging = options.logger ? { logger: options.logger, flush: () => undefined } : createLogger(config.logLevel);
  const { logger } = logging;
  const store = openSqliteStore(join(config.dataDir, DATABASE_FILE), { backgroundCheckpoints: true });
  const admin = await ensureAdminKey(store, config.adminKey, clock);
  const forwarding = forwardingRuntime(config.forwarding);
  const engine = createEnginePool({ threads: config.checkThreads || undefined, maxQueue: config.checkQueue });
  const deps: AppDeps = {
    config,
    store,
    clock,
    ids: options.ids ?? randomIds,
    logger,
    metrics: createMetrics(),
    authenticate: createAuthenticator(store, admin.hash),
    maskingSecret: await ensureMaskingSecret(store, clock),
    masterKeys: loadMasterKeyRing({
      dataDir: config.dataDir,
      masterKey: config.masterKey,
      previousKeys: config.previousMasterKeys,
    }),
    forwarding,
    engine,
  };
  const app = createApp(deps);

  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
      resolve({ server: s, port: info.port }),
    );
    s.once('error', reject);
  });

  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const baseUrl = config.baseUrl?.replace(/\/+$/, '') ?? url;
  logger.info({ port }, 'listening');
  const worker = createForwardingWorker({
    store: store.forwarding,
    transport: forwarding.transport,
    clock,
    masterKeys: deps.masterKeys,
    logger,
    config: config.forwarding,
    baseUrl: config.baseUrl,
  });
  worker.start();
  return {
    url,
    baseUrl,
    docsUrl: `${baseUrl}/docs`,
    generatedAdminKey: admin.generatedKey,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await worker.stop();
      await engine.close();
      forwarding.transport.close();
      await store.close();
      logging.flush();
    },
  };
}
