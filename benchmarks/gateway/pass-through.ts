import { Agent, createServer, request } from 'node:http';

/**
 * A proxy that only passes model calls on to the provider and its answers back, as they arrive:
 * what any Node process in the gateway's place costs (two more loopback hops, HTTP parsed both
 * ways), so the gateway's own work is what it adds beyond this.
 */
const upstream = new URL(process.argv[2] ?? '');
const agent = new Agent({ keepAlive: true });
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const headers = { 'content-type': 'application/json', 'content-length': String(body.length) };
    const call = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: 'POST', agent, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
      answer.on('data', (chunk: Buffer) => {
        res.write(chunk);
        // As the gateway does: a chunk goes out now, not at the next tick.
        res.uncork();
      });
      answer.on('end', () => res.end());
    });
    call.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => process.exit(0));
