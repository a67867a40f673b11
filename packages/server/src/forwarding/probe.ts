import type { OrgRecord } from '../store/types.js';
import type { DestinationRecord } from './types.js';
import { openCredential } from './credential.js';
import { type ForwardingDeps, loadDestination } from './destinations.js';
import { testEventOf } from './event.js';
import { failureMessage } from './failure-message.js';
import { type DeliveryResult, probePoolOf } from './transport.js';

/** The probe answers within 10 seconds (docs/api-contract.md, forwarding destinations). */
export const PROBE_TIMEOUT_MS = 10_000;

export interface ProbeResult {
  ok: boolean;
  /** The receiver's HTTP status; 0 when no HTTP answer arrived. */
  status_code: number;
  error: string | null;
}

async function deliverProbe(deps: ForwardingDeps, destination: DestinationRecord, body: string, timeoutMs: number): Promise<DeliveryResult> {
  let header: { name: string; value: string } | null = null;
  if (destination.authHeaderName !== null && destination.authHeaderSealed !== null) {
    try {
      header = { name: destination.authHeaderName, value: openCredential(destination.authHeaderSealed, destination.destinationId, deps.masterKeys) };
    } catch {
      return { ok: false, statusCode: null, failure: 'credential_unreadable' };
    }
  }
  try {
    return await deps.transport.deliver({ pool: probePoolOf(destination.destinationId), url: destination.url, header, body, timeoutMs });
  } catch {
    return { ok: false, statusCode: null, failure: 'request_refused' };
  }
}

/**
 * Posts a synthetic event (dataset `service.audit_stream.test`) to the destination, enabled or
 * not, and reports the result. The outcome also counts for the destination's status.
 */
export async function probeDestination(
  deps: ForwardingDeps,
  org: OrgRecord,
  destinationId: string,
  actorId: string,
  baseUrl: string | undefined,
): Promise<ProbeResult> {
  const destination = await loadDestination(deps, org, destinationId);
  const timeoutMs = Math.min(deps.config.forwarding.timeoutMs, PROBE_TIMEOUT_MS);
  const event = testEventOf(deps.ids.next('test'), deps.clock.now(), actorId);
  if (baseUrl !== undefined) event.service.base_url = baseUrl;

  const result = await deliverProbe(deps, destination, JSON.stringify(event), timeoutMs);
  if (!result.ok) {
    deps.logger.warn({ destination_id: destinationId, status_code: result.statusCode, failure: result.failure }, 'forwarding test delivery failed');
  }

  const error = result.ok ? null : failureMessage(result, timeoutMs);
  await deps.store.forwarding.recordOutcome(destinationId, deps.clock.now().toISOString(), error);
  return { ok: result.ok, status_code: result.statusCode ?? 0, error };
}
