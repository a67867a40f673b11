import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * The benchmark's receiver, in its own process: an HTTPS endpoint that reads each event and
 * answers 202 at once. Key and certificate files come from the command line.
 */
const [keyFile, certFile] = process.argv.slice(2) as [string, string];
const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile), keepAliveTimeout: 30_000 }, (req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(202).end());
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`receiver listening on https://127.0.0.1:${(server.address() as AddressInfo).port}/ingest\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
