import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The page hands the bundle's exports to the test as `window.preflightCore`. */
const PAGE =
  '<!doctype html><meta charset="utf-8"><title>core in a browser</title>' +
  '<script type="module">import * as core from "/core.js"; window.preflightCore = core;</script>';

/** Serves a blank page and the bundle from 127.0.0.1 on a free port. */
export async function servePage(bundle: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === '/core.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(bundle);
    } else if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
