import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** The baseline: a bare Hono route that parses the same JSON body and echoes it. */
const app = new Hono();
app.post('/echo', async (c) => c.json(await c.req.json()));

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`listening on http://127.0.0.1:${info.port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
