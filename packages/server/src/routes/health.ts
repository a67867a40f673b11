import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../deps.js';
import { type ApiApp, jsonContent, PUBLIC } from '../http/openapi.js';

const StatusSchema = z.object({ status: z.enum(['ok', 'unavailable']) }).openapi('Status');
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
      summary: 'The database answers',
      responses: { 200: jsonContent(StatusSchema, 'Ready'), 503: jsonContent(StatusSchema, 'Not ready') },
    }),
    async (c) => {
      try {
        await deps.store.ping();
        return c.json({ status: 'ok' as const }, 200);
      } catch {
        return c.json({ status: 'unavailable' as const }, 503);
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getMetrics',
      path: '/metrics',
      tags,
      security: PUBLIC,
      summary: 'Prometheus metrics: checks by decision, detections by type, request latency',
      responses: {
        200: { description: 'Prometheus text format 0.0.4', content: { 'text/plain': { schema: z.string() } } },
      },
    }),
    (c) => c.text(deps.metrics.render(), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' }),
  );
}
