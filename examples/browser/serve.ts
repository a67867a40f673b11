import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.map': 'application/json' };

/**
 * Serves the built page from its own origin, as a web app would be: it then calls the Preflight
 * server across origins, which that server allows only for the origins in PREFLIGHT_CORS_ORIGINS.
 */
export function serveBrowserExample(dist: string, port: number, host = '127.0.0.1'): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (req, res) => {
    // An absolute path normalises `..` away at its root, so the file stays inside dist.
    const path = normalize(new URL(req.url ?? '/', 'http://page.invalid').pathname);
    const file = join(dist, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) =>
    server.listen(port, host, () => {
      const address = server.address() as { port: number };
      resolve({ server, origin: `http://${host}:${address.port}` });
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('./dist', import.meta.url));
  const { origin } = await serveBrowserExample(dist, Number(process.env.PORT ?? 5173));
  process.stdout.write(
    `The example page is at ${origin}/?server=http://127.0.0.1:8080\n` +
      `Start the Preflight server with PREFLIGHT_CORS_ORIGINS=${origin} so the page may call it.\n`,
  );
}
