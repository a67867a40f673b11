/** Concurrent connections per destination; deliveries beyond it wait for a free one. */
export const CONNECTIONS_PER_DESTINATION = 32;

/** The pool a test probe uses, so it never waits behind the destination's queued deliveries. */
export const probePoolOf = (destinationId: string) => `probe:${destinationId}`;

/** One POST of an event to a destination, as the worker and the test probe need it. */
export interface DeliveryRequest {
  /** Names the keep-alive connection pool: the destination id, or its probe pool. */
  pool: string;
  url: string;
  /** The one configured header, or null when none is configured. */
  header: { name: string; value: string } | null;
  body: string;
  timeoutMs: number;
}

/** Why a delivery did not get a 2xx. */
export type FailureKind =
  | 'http_status'
  | 'timeout'
  | 'tls'
  | 'dns'
  | 'address_refused'
  | 'connection'
  | 'credential_unreadable'
  /** The request could not be sent as configured (Node refused a header), or the transport failed. */
  | 'request_refused';

export type DeliveryResult =
  | { ok: true; statusCode: number }
  | { ok: false; statusCode: number | null; failure: FailureKind };

export interface Transport {
  deliver(request: DeliveryRequest): Promise<DeliveryResult>;
  /** Drops the connection pool of a destination (after its URL or deletion). */
  forget(destinationId: string): void;
  close(): void;
}
