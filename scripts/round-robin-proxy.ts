import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Largest body the proxy holds to send again: the server's own default limit, and a little. */
const MAX_BODY = 11 * 1024 * 1024;

export interface RoundRobinProxy {
  url: string;
  server: Server;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * A small HTTP load balancer for a local cluster: each request goes to the next of `targets` in
 * turn. A target that refuses the connection (stopped, restarting) is skipped and the request is
 * sent to the next, so stopping one replica is invisible to callers; any other failure is a 502.
 * Bodies are held in memory so a request can be sent again.
 */
export async function startRoundRobinProxy(targets: string[], port: number, host = '127.0.0.1'): Promise<RoundRobinProxy> {
  let next = 0;
  const server = createServer(async (req, res) => {
    const body = await readBody(req).catch(() => null);
    if (body === null) {
      res.writeHead(413).end();
      return;
    }
    const forward = (attempt: number) => {
      const target = new URL(targets[next++ % targets.length]);
      const upstream = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && attempt + 1 < targets.length) forward(attempt + 1);
        else if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' }).end('No replica answered\n');
        else res.destroy();
      });
      upstream.end(body);
    };
    forward(0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
