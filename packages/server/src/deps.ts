import type { Logger } from 'pino';
import type { Authenticator } from './auth/authenticate.js';
import type { Principal } from './auth/principal.js';
import type { Clock, IdGenerator } from './clock.js';
import type { ServerConfig } from './config.js';
import type { MasterKeyRing } from './crypto/master-key.js';
import type { CheckEngine } from './domain/check-engine.js';
import type { ForwardingRuntime } from './forwarding/runtime.js';
import type { WorkerHealth } from './forwarding/worker.js';
import type { Metrics } from './metrics/index.js';
import type { Store } from './store/types.js';

/** Everything the app needs from outside; tests pass fakes for clock, ids and logger. */
export interface AppDeps {
  config: ServerConfig;
  store: Store;
  clock: Clock;
  ids: IdGenerator;
  logger: Logger;
  metrics: Metrics;
  authenticate: Authenticator;
  /** See domain/masking-key.ts. */
  maskingSecret: string;
  /** Seals stored secrets (destination credentials, the token signing key); see crypto/. */
  masterKeys: MasterKeyRing;
  /** Where checks run; on the calling thread when absent (tests), a worker pool in the server. */
  engine?: CheckEngine;
  /** The forwarding worker's state for /readyz; absent where no worker runs (tests). */
  forwardingHealth?: () => WorkerHealth;
  /** Outbound HTTPS and DNS for forwarding; built from config.forwarding when absent. */
  forwarding?: ForwardingRuntime;
}

/** Hono context variables set by the middleware in app.ts. */
export interface AppEnv {
  Variables: {
    requestId: string;
    principal: Principal | null;
  };
}
