import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** The Node request behind a Hono context; absent when the app is called without a server (tests). */
export const incomingOf = (c: Context): IncomingMessage | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/** The Node response behind a Hono context; absent when the app is called without a server (tests). */
export const outgoingOf = (c: Context): ServerResponse | undefined =>
  (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;

/**
 * Aborts when the client closes the connection before its answer is written. Behind Node's server
 * it listens on the response itself: the Fetch Request's own signal would first build that
 * Request (its headers, body stream and abort controller) for this alone.
 */
export function clientGoneSignal(c: Context): AbortSignal {
  const outgoing = outgoingOf(c);
  if (outgoing === undefined) return c.req.raw.signal;
  const gone = new AbortController();
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) gone.abort();
  });
  return gone.signal;
}

/**
 * The status logged and counted for a request whose client went away before it was answered,
 * after the convention of nginx: not a server error, and nothing was sent.
 */
export const CLIENT_CLOSED_REQUEST = 499 as const;

/** Whether the client closed the connection before the answer was written. */
export function clientGone(c: Context): boolean {
  const incoming = incomingOf(c);
  return incoming !== undefined && (incoming.socket?.destroyed ?? false) && !(c.env as { outgoing?: { writableFinished?: boolean } }).outgoing?.writableFinished;
}
