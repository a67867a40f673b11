import type { Logger } from 'pino';
import type { Clock, IdGenerator } from '../clock.js';
import type { ForwardingConfig } from '../config.js';
import type { MasterKeyRing } from '../crypto/master-key.js';
import { notFound } from '../http/errors.js';
import type { OrgRecord, Store } from '../store/types.js';
import { sealCredential } from './credential.js';
import type { Resolver } from './resolver.js';
import type { Transport } from './transport.js';
import type { PresetId } from './presets.js';
import type { DestinationRecord } from './types.js';
import { checkDestinationUrl, checkHeaderName, checkHeaderValue, headerValueNeedsName } from './validation.js';

/** What the destination operations need; no HTTP. */
export interface ForwardingDeps {
  store: Store;
  clock: Clock;
  ids: IdGenerator;
  masterKeys: MasterKeyRing;
  config: { forwarding: ForwardingConfig };
  resolve: Resolver;
  transport: Transport;
  /** Keeps what a failed test delivery was (time-out, TLS, DNS, connection), which its answer does not say. */
  logger: Pick<Logger, 'warn'>;
}

export interface NewDestination {
  url: string;
  authHeaderName?: string;
  authHeaderValue?: string;
  preset?: PresetId;
  /** Defaults to true; the dashboard's "Save and test" creates it off until the test is judged. */
  enabled?: boolean;
}

export interface DestinationChanges {
  /** A new address, validated and checked against the address policy like a new destination's. */
  url?: string;
  /** null forgets the preset. */
  preset?: PresetId | null;
  enabled?: boolean;
  authHeaderName?: string;
  /** A new value rotates the credential; an empty string removes it. */
  authHeaderValue?: string;
}

/** Creates a destination (enabled unless asked otherwise); the credential is sealed before it reaches the store. */
export async function createDestination(deps: ForwardingDeps, org: OrgRecord, input: NewDestination): Promise<DestinationRecord> {
  const url = await checkDestinationUrl(input.url, deps.config.forwarding, deps.resolve);
  const name = input.authHeaderName === undefined ? null : checkHeaderName(input.authHeaderName);
  const value = input.authHeaderValue === undefined || input.authHeaderValue === '' ? null : checkHeaderValue(input.authHeaderValue);
  if (value !== null && name === null) throw headerValueNeedsName();
  const destinationId = deps.ids.next('fwd');
  const now = deps.clock.now().toISOString();
  const record: DestinationRecord = {
    destinationId,
    orgId: org.orgId,
    url,
    authHeaderName: name,
    authHeaderSealed: value === null ? null : sealCredential(value, destinationId, deps.masterKeys),
    preset: input.preset ?? null,
    enabled: input.enabled ?? true,
    lastError: null,
    lastSuccessAt: null,
    lastFailureAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await deps.store.forwarding.insertDestination(record);
  return record;
}

export async function loadDestination(deps: Pick<ForwardingDeps, 'store'>, org: OrgRecord, destinationId: string): Promise<DestinationRecord> {
  const destination = await deps.store.forwarding.getDestination(org.orgId, destinationId);
  if (!destination) throw notFound('Forwarding destination');
  return destination;
}

export async function updateDestination(
  deps: ForwardingDeps,
  org: OrgRecord,
  destinationId: string,
  changes: DestinationChanges,
): Promise<DestinationRecord> {
  const current = await loadDestination(deps, org, destinationId);
  const url =
    changes.url === undefined ? current.url : await checkDestinationUrl(changes.url, deps.config.forwarding, deps.resolve);
  const name = changes.authHeaderName === undefined ? current.authHeaderName : checkHeaderName(changes.authHeaderName);
  let sealed = current.authHeaderSealed;
  if (changes.authHeaderValue === '') sealed = null;
  else if (changes.authHeaderValue !== undefined) {
    if (name === null) throw headerValueNeedsName();
    sealed = sealCredential(checkHeaderValue(changes.authHeaderValue), destinationId, deps.masterKeys);
  }
  const updated: DestinationRecord = {
    ...current,
    url,
    preset: changes.preset === undefined ? current.preset : changes.preset,
    authHeaderName: name,
    authHeaderSealed: sealed,
    enabled: changes.enabled ?? current.enabled,
    updatedAt: deps.clock.now().toISOString(),
  };
  await deps.store.forwarding.updateDestination(updated);
  // Pooled connections were opened under the old settings.
  deps.transport.forget(destinationId);
  return updated;
}

/** Events waiting for a destination (queued or retrying) and those that failed three deliveries. */
export interface PendingJobs {
  queued: number;
  deadLettered: number;
}

export async function pendingJobs(deps: Pick<ForwardingDeps, 'store'>, destination: DestinationRecord): Promise<PendingJobs> {
  const { queued, failed } = await deps.store.forwarding.countJobs(destination.destinationId);
  return { queued, deadLettered: failed };
}

/** Deletes the destination and clears its queued and dead-lettered jobs. */
export async function deleteDestination(deps: ForwardingDeps, org: OrgRecord, destinationId: string): Promise<void> {
  if (!(await deps.store.forwarding.deleteDestination(org.orgId, destinationId))) throw notFound('Forwarding destination');
  deps.transport.forget(destinationId);
}
