import type { OrgRecord } from '../store/types.js';
import { type ForwardingDeps, loadDestination } from './destinations.js';
import type { DeadLetter } from './types.js';

/** Dead-lettered jobs of one of the organization's destinations, newest first. */
export async function listDeadLetters(
  deps: Pick<ForwardingDeps, 'store'>,
  org: OrgRecord,
  destinationId: string,
  page: { limit: number; offset: number },
): Promise<{ items: DeadLetter[]; total: number }> {
  await loadDestination(deps, org, destinationId);
  return deps.store.forwarding.listDeadLetters(destinationId, page);
}

/** Queues every dead-lettered job of the destination again, due now, with three fresh attempts. */
export async function replayDeadLetters(
  deps: Pick<ForwardingDeps, 'store' | 'clock'>,
  org: OrgRecord,
  destinationId: string,
): Promise<number> {
  await loadDestination(deps, org, destinationId);
  const now = deps.clock.now();
  return deps.store.forwarding.replayDeadLetters(destinationId, now.getTime(), now.toISOString());
}
