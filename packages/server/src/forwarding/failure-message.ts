import type { DeliveryResult } from './transport.js';

/**
 * A sentence a person can act on for a failed delivery. It names the status and what to check,
 * never the URL, the header value or the event. Failures before an HTTP answer (time-out, TLS,
 * DNS, connection) share one sentence, so the test probe cannot serve to map which hosts and
 * ports answer; the log keeps the kind.
 */
export function failureMessage(result: Extract<DeliveryResult, { ok: false }>, timeoutMs: number): string {
  switch (result.failure) {
    case 'http_status':
      return statusMessage(result.statusCode ?? 0);
    case 'timeout':
    case 'tls':
    case 'dns':
    case 'connection':
      return `No HTTPS answer came from the receiver within ${formatSeconds(timeoutMs)}; check the URL's host name and port, that the receiver is running and reachable, and that it presents a valid certificate for its host name.`;
    case 'address_refused':
      return 'The URL leads to a private, loopback or link-local address or to a port destinations may not use; use the receiver\'s public address and an allowed port.';
    case 'credential_unreadable':
      return 'The stored credential cannot be decrypted with the current master key; set the header value again.';
    case 'request_refused':
      return 'The request could not be sent with this destination\'s settings; set the header name and value again.';
  }
}

function statusMessage(status: number): string {
  if (status === 401 || status === 403) {
    return `The receiver refused the credential (HTTP ${status}); check the header name and value, and rotate the credential if it expired.`;
  }
  if (status === 404) return 'The receiver answered HTTP 404; check the URL path of the destination.';
  if (status >= 300 && status < 400) {
    return `The receiver answered with a redirect (HTTP ${status}), which is not followed; use the final URL.`;
  }
  if (status >= 500) {
    return `The receiver failed with HTTP ${status}; check the receiver's health and logs.`;
  }
  return `The receiver rejected the event with HTTP ${status}; check that it accepts JSON posted to this URL.`;
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? '' : 's'}`;
}
