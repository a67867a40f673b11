import { createRoute, z } from '@hono/zod-openapi';
import { loadManagedOrg } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { listDeadLetters, replayDeadLetters } from '../forwarding/dead-letters.js';
import type { ForwardingDeps } from '../forwarding/destinations.js';
import { probeDestination } from '../forwarding/probe.js';
import { type ApiApp, BEARER, errorResponses, jsonContent, PageQuery, pagedSchema } from '../http/openapi.js';
import { DeadLetterSchema, DestinationParams, deadLetterJson, ProbeResultSchema } from './forwarding-schemas.js';

const tags = ['Forwarding'];
const base = '/api/orgs/{org_id}/forwarding-destinations/{destination_id}';

/** The synchronous test probe and the dead-letter queue of a destination. */
export function registerForwardingDeliveryRoutes(app: ApiApp, deps: AppDeps, fwd: ForwardingDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'testForwardingDestination',
      path: `${base}/test`,
      tags,
      summary: 'Post a synthetic event (dataset service.audit_stream.test) and report the outcome within 10 seconds',
      security: BEARER,
      request: { params: DestinationParams },
      responses: { 200: jsonContent(ProbeResultSchema, 'The outcome of the test delivery'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { org_id, destination_id } = c.req.valid('param');
      const principal = c.get('principal');
      const org = await loadManagedOrg(deps.store, principal, org_id);
      const actorId = principal?.actorId ?? 'unknown';
      return c.json(await probeDestination(fwd, org, destination_id, actorId, deps.config.baseUrl), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'listDeadLetters',
      path: `${base}/dead-letters`,
      tags,
      summary: 'List events that failed three deliveries to this destination, newest first',
      security: BEARER,
      request: { params: DestinationParams, query: PageQuery },
      responses: { 200: jsonContent(pagedSchema(DeadLetterSchema, 'ForwardingDeadLetterPage'), 'Dead-lettered events'), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const { org_id, destination_id } = c.req.valid('param');
      const page = c.req.valid('query');
      const org = await loadManagedOrg(deps.store, c.get('principal'), org_id);
      const { items, total } = await listDeadLetters(fwd, org, destination_id, page);
      return c.json({ items: items.map(deadLetterJson), limit: page.limit, offset: page.offset, total }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'replayDeadLetters',
      path: `${base}/dead-letters/replay`,
      tags,
      summary: 'Queue every dead-lettered event of this destination again, with three fresh attempts',
      security: BEARER,
      request: { params: DestinationParams },
      responses: {
        200: jsonContent(z.object({ replayed: z.number().int() }).openapi('ForwardingReplayResult'), 'How many events were queued again'),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const { org_id, destination_id } = c.req.valid('param');
      const org = await loadManagedOrg(deps.store, c.get('principal'), org_id);
      return c.json({ replayed: await replayDeadLetters(fwd, org, destination_id) }, 200);
    },
  );
}
