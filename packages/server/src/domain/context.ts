import type { Clock, IdGenerator } from '../clock.js';
import type { Store } from '../store/types.js';
import type { CheckEngine } from './check-engine.js';

/** What domain functions need: storage, time and identifiers; nothing about HTTP. */
export interface DomainDeps {
  store: Store;
  clock: Clock;
  ids: IdGenerator;
  /** Deployment secret the per-organization keys of the hash masking style derive from. */
  maskingSecret: string;
  /** Where checks run; on the calling thread (inProcessEngine) when absent. */
  engine?: CheckEngine;
}
