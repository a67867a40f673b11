import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startRoundRobinProxy } from '../scripts/round-robin-proxy.js';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A target that answers with its name and the body it read. */
async function target(name: string): Promise<string> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => res.writeHead(200, { 'X-Target': name }).end(`${name}:${req.method}:${req.url}:${body}`));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('round-robin proxy', () => {
  it('sends requests to each target in turn, with their method, path and body, and skips a target that is down', async () => {
    const a = await target('a');
    const b = await target('b');
    const down = await target('down');
    servers.pop()?.close();
    const proxy = await startRoundRobinProxy([a, down, b], 0);
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await (await fetch(`${proxy.url}/api/x?n=${i}`, { method: 'POST', body: `b${i}` })).text());
      expect(answers).toEqual(['a:POST:/api/x?n=0:b0', 'b:POST:/api/x?n=1:b1', 'a:POST:/api/x?n=2:b2', 'b:POST:/api/x?n=3:b3']);
    } finally {
      await proxy.close();
    }
  });
});
