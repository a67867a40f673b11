import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The Node request behind a Hono context; absent when the app is called without a server (tests). */
export const incomingOf = (c: Context): IncomingMessage | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

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
