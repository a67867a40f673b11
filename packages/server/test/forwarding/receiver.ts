import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestCertificate } from './tls-fixture.js';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver does with the n-th request (0-based, with its body): answer a status, hang, or reset the connection. */
export type Behaviour = (n: number, body: string) => { status: number; delayMs?: number } | 'hang' | 'reset';

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Distinct `event.id`s of the JSON bodies received. */
  eventIds(): Set<string>;
  behave(next: Behaviour): void;
  close(): Promise<void>;
}

/** An HTTPS receiver on 127.0.0.1 with the test certificate. */
export async function startReceiver(certificate: TestCertificate, behaviour: Behaviour = () => ({ status: 202 })): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  let current = behaviour;
  let count = 0;
  const server: Server = createServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, at: Date.now() });
      const action = current(count++, body);
      if (action === 'hang') return;
      if (action === 'reset') {
        req.socket.destroy();
        return;
      }
      const answer = () => res.writeHead(action.status, { 'content-type': 'text/plain' }).end('ok');
      if (action.delayMs) setTimeout(answer, action.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/ingest`,
    requests,
    eventIds: () => new Set(requests.map((r) => (JSON.parse(r.body) as { event: { id: string } }).event.id)),
    behave(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
