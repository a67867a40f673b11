import type { LookupFunction } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { Agent, request } from 'node:https';
import { isIP } from 'node:net';
import { createSecureContext, rootCertificates } from 'node:tls';
import { isRefusedAddress } from './address-policy.js';
import { DestinationAddressError, permittedAddresses, type Resolver, systemResolver } from './resolver.js';
import { type AllowedPorts, isAllowedPort } from './validation.js';
import { CONNECTIONS_PER_DESTINATION, type DeliveryRequest, type DeliveryResult, type FailureKind, probePoolOf, type Transport } from './transport.js';

export interface HttpsTransportOptions {
  allowPrivateDestinations: boolean;
  /** Extra trusted certificate authorities (PEM), added to the public ones. */
  extraCa?: string;
  resolve?: Resolver;
  /** Ports a delivery may connect to (default: 443 only). */
  allowedPorts?: AllowedPorts;
  /** Connections kept per destination (default CONNECTIONS_PER_DESTINATION). */
  maxSocketsPerDestination?: number;
}

/**
 * Every connection's address is checked when the socket connects (not only when the
 * destination was saved), so a DNS answer that changes to a private address cannot reach inside.
 */
function guardedLookup(allowPrivate: boolean, resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    permittedAddresses(hostname, allowPrivate, resolve).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        const first = wanted[0];
        if (first === undefined) callback(new DestinationAddressError() as NodeJS.ErrnoException, '', 0);
        else if (options.all) callback(null, wanted);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

const TLS_ERROR = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|^ERR_TLS|^ERR_SSL|^EPROTO$|HOSTNAME/;

function failureOf(error: unknown): FailureKind {
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === 'DESTINATION_ADDRESS_REFUSED') return 'address_refused';
  if (code === 'DESTINATION_LOOKUP_FAILED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns';
  if (TLS_ERROR.test(code)) return 'tls';
  return 'connection';
}

/** `node:https` deliveries: POST only, redirects never followed, one keep-alive pool per destination. */
export function createHttpsTransport(options: HttpsTransportOptions): Transport {
  const agents = new Map<string, Agent>();
  const lookup = guardedLookup(options.allowPrivateDestinations, options.resolve ?? systemResolver);
  // Built once: passing `ca` per connection would parse every root certificate on each handshake.
  const secureContext =
    options.extraCa === undefined ? undefined : createSecureContext({ ca: [...rootCertificates, options.extraCa] });

  const agentFor = (pool: string): Agent => {
    let agent = agents.get(pool);
    if (!agent) {
      agent = new Agent({ keepAlive: true, maxSockets: options.maxSocketsPerDestination ?? CONNECTIONS_PER_DESTINATION, lookup, secureContext });
      agents.set(pool, agent);
    }
    return agent;
  };

  const deliver = (req: DeliveryRequest): Promise<DeliveryResult> => {
    const url = new URL(req.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address never passes through the lookup, so it is judged here.
    if (isIP(host) !== 0 && !options.allowPrivateDestinations && isRefusedAddress(host)) {
      return Promise.resolve({ ok: false, statusCode: null, failure: 'address_refused' });
    }
    // Checked again at delivery: the list may have shrunk since the destination was saved.
    if (!isAllowedPort(url, options.allowedPorts ?? [443])) {
      return Promise.resolve({ ok: false, statusCode: null, failure: 'address_refused' });
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(req.body)),
    };
    if (req.header) headers[req.header.name] = req.header.value;

    return new Promise((resolve) => {
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      const finish = (result: DeliveryResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const onResponse = (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        res.on('error', (error) => finish({ ok: false, statusCode: status, failure: failureOf(error) }));
        res.on('end', () =>
          finish(status >= 200 && status < 300 ? { ok: true, statusCode: status } : { ok: false, statusCode: status, failure: 'http_status' }),
        );
        // The body is not needed, but reading it lets the connection be reused.
        res.resume();
      };
      let outgoing: ReturnType<typeof request>;
      try {
        outgoing = request(url, { method: 'POST', agent: agentFor(req.pool), headers }, onResponse);
      } catch {
        // Node throws before sending when a header it is given is malformed.
        finish({ ok: false, statusCode: null, failure: 'request_refused' });
        return;
      }
      // The time-out runs from when a connection is assigned: waiting behind this destination's other
      // deliveries in the pool is not the receiver's delay.
      outgoing.once('socket', () => {
        timer = setTimeout(() => {
          finish({ ok: false, statusCode: null, failure: 'timeout' });
          outgoing.destroy();
        }, req.timeoutMs);
      });
      outgoing.on('error', (error) => finish({ ok: false, statusCode: null, failure: failureOf(error) }));
      outgoing.end(req.body);
    });
  };

  return {
    deliver,
    forget(destinationId) {
      for (const key of [destinationId, probePoolOf(destinationId)]) {
        agents.get(key)?.destroy();
        agents.delete(key);
      }
    },
    close() {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
  };
}
