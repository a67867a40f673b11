import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../deps.js';
import { type ApiApp, jsonContent, PUBLIC, Timestamp } from '../http/openapi.js';

const StatusSchema = z.object({ status: z.enum(['ok', 'unavailable']) }).openapi('Status');
const ReadinessSchema = StatusSchema.extend({
  database: z.enum(['ok', 'unavailable']),
  forwarding: z
    .enum(['ok', 'failing', 'stalled', 'stopped'])
    .optional()
    .openapi({ description: 'The forwarding worker: failing (its last cycle failed), stalled (no cycle ended in time) or stopped answer 503.' }),
  forwarding_last_cycle_at: Timestamp.nullable().optional(),
}).openapi('Readiness');
const tags = ['Operations'];

/** Liveness, readiness (the database answers) and Prometheus metrics; no credential needed. */
export function registerHealthRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getHealth',
      path: '/healthz',
      tags,
      security: PUBLIC,
      summary: 'The process is alive',
      responses: { 200: jsonContent(StatusSchema, 'Alive') },
    }),
    (c) => c.json({ status: 'ok' as const }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getReadiness',
      path: '/readyz',
      tags,
      security: PUBLIC,
      summary: 'The database answers and the forwarding worker runs on schedule',
      responses: { 200: jsonContent(ReadinessSchema, 'Ready'), 503: jsonContent(ReadinessSchema, 'Not ready') },
    }),
    async (c) => {
      const database = await deps.store.ping().then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      );
      const worker = deps.forwardingHealth?.();
      const ready = database === 'ok' && (worker === undefined || worker.state === 'ok');
      const body = {
        status: ready ? ('ok' as const) : ('unavailable' as const),
        database,
        ...(worker === undefined ? {} : { forwarding: worker.state, forwarding_last_cycle_at: worker.lastCycleAt }),
      };
      return ready ? c.json(body, 200) : c.json(body, 503);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getMetrics',
      path: '/metrics',
      tags,
      security: PUBLIC,
      summary: 'Prometheus metrics: checks, detections, request latency, refusals, forwarding queues and deliveries, process, heap, event loop and GC',
      responses: {
        200: { description: 'Prometheus text format 0.0.4', content: { 'text/plain': { schema: z.string() } } },
      },
    }),
    async (c) => c.text(await deps.metrics.render(), 200, { 'Content-Type': deps.metrics.contentType }),
  );
}
