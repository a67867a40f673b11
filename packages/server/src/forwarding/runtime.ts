import { readFileSync } from 'node:fs';
import type { ForwardingConfig } from '../config.js';
import { createHttpsTransport } from './https-transport.js';
import { type Resolver, systemResolver } from './resolver.js';
import type { Transport } from './transport.js';

/** The outbound side of forwarding, shared by the worker and the test probe. */
export interface ForwardingRuntime {
  transport: Transport;
  resolve: Resolver;
}

/** Real DNS and HTTPS, trusting the public authorities plus `PREFLIGHT_FORWARD_CA_FILE` when set. */
export function forwardingRuntime(config: ForwardingConfig, resolve: Resolver = systemResolver): ForwardingRuntime {
  const extraCa = config.caFile === undefined ? undefined : readFileSync(config.caFile, 'utf8');
  return {
    transport: createHttpsTransport({ allowPrivateDestinations: config.allowPrivateDestinations, allowedPorts: config.allowedPorts, extraCa, resolve }),
    resolve,
  };
}
