/** Storage contract of forwarding: destinations and their delivery jobs. Timestamps are ISO 8601 UTC. */

export interface DestinationRecord {
  destinationId: string;
  orgId: string;
  url: string;
  authHeaderName: string | null;
  /** The credential sealed with the master key (crypto/aead.ts); the clear value is never stored. */
  authHeaderSealed: string | null;
  /** The log-system preset it was set up with (presets.ts); absent or null when none was named. */
  preset?: string | null;
  enabled: boolean;
  lastError: string | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  /** Events delivered since it was added (not test events); kept by the store when jobs settle. */
  deliveredCount?: number;
  createdAt: string;
  updatedAt: string;
}

/** A queued job handed to the worker together with what it needs to reach the destination. */
export interface ClaimedJob {
  jobId: number;
  destinationId: string;
  eventId: string;
  /** The stored event JSON (the check event of docs/api-contract.md without `service.base_url`, added at delivery). */
  payload: string;
  /** Failed attempts so far. */
  attempts: number;
  url: string;
  authHeaderName: string | null;
  authHeaderSealed: string | null;
}

/** What became of one claimed job; the worker decides, the store applies. */
export type JobSettlement =
  | { jobId: number; destinationId: string; outcome: 'delivered' }
  | { jobId: number; destinationId: string; outcome: 'retry'; dueAt: number; error: string }
  | { jobId: number; destinationId: string; outcome: 'dead'; error: string };

export interface DeadLetter {
  jobId: number;
  eventId: string;
  attempts: number;
  lastError: string | null;
  failedAt: string;
}

export interface ForwardingStore {
  insertDestination(destination: DestinationRecord): Promise<void>;
  /** Only within the organization: another organization's destination reads as missing. */
  getDestination(orgId: string, destinationId: string): Promise<DestinationRecord | null>;
  listDestinations(orgId: string): Promise<DestinationRecord[]>;
  updateDestination(destination: DestinationRecord): Promise<void>;
  /** Deletes the destination together with its queued and dead-lettered jobs. */
  deleteDestination(orgId: string, destinationId: string): Promise<boolean>;
  /** Records a delivery or probe outcome on the destination (`error` null for success). */
  recordOutcome(destinationId: string, at: string, error: string | null): Promise<void>;
  /**
   * Leases up to `limit` queued jobs of enabled destinations that are due at `nowMs` and not
   * leased by another worker; the lease runs until `leaseUntilMs`.
   */
  claimDue(nowMs: number, leaseUntilMs: number, limit: number): Promise<ClaimedJob[]>;
  /** Applies a batch of outcomes in one transaction; `at` stamps the destinations' outcome. */
  settle(settlements: JobSettlement[], at: string): Promise<void>;
  listDeadLetters(destinationId: string, page: { limit: number; offset: number }): Promise<{ items: DeadLetter[]; total: number }>;
  /** Queues every dead-lettered job of the destination again with a fresh attempt count. */
  replayDeadLetters(destinationId: string, nowMs: number, at: string): Promise<number>;
  /** Jobs not yet delivered, by state (for operators and tests). */
  countJobs(destinationId?: string): Promise<{ queued: number; failed: number }>;
  /** Every destination that has jobs: queued and dead-lettered counts, and when its oldest queued job was made. */
  queueStats(): Promise<QueueStats[]>;
}

export interface QueueStats {
  destinationId: string;
  queued: number;
  failed: number;
  /** ISO time of the oldest queued job; null when only dead letters remain. */
  oldestQueuedAt: string | null;
}
