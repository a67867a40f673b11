import { createRoute, z } from '@hono/zod-openapi';
import { loadManagedOrg } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import {
  createDestination,
  deleteDestination,
  type ForwardingDeps,
  loadDestination,
  pendingJobs,
  updateDestination,
} from '../forwarding/destinations.js';
import { forwardingRuntime } from '../forwarding/runtime.js';
import { type ApiApp, BEARER, errorResponses, jsonBody, jsonContent, OrgIdParam } from '../http/openapi.js';
import { registerForwardingDeliveryRoutes } from './forwarding-delivery.js';
import {
  CreateDestinationBody,
  DestinationParams,
  DestinationSchema,
  destinationJson,
  UpdateDestinationBody,
} from './forwarding-schemas.js';

const tags = ['Forwarding'];
const base = '/api/orgs/{org_id}/forwarding-destinations';

/** Destinations CRUD (docs/api-contract.md, forwarding destinations); the test probe and dead letters are in forwarding-delivery.ts. */
export function registerForwardingRoutes(app: ApiApp, deps: AppDeps): void {
  const fwd: ForwardingDeps = { ...deps, ...(deps.forwarding ?? forwardingRuntime(deps.config.forwarding)) };
  const now = () => deps.clock.now();

  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'createForwardingDestination',
      path: base,
      tags,
      summary: 'Create a forwarding destination (enabled unless `enabled: false`); the credential is stored encrypted and never returned',
      security: BEARER,
      request: { params: OrgIdParam, body: jsonBody(CreateDestinationBody) },
      responses: { 201: jsonContent(DestinationSchema, 'The destination'), ...errorResponses(400, 401, 403, 404, 422) },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      const body = c.req.valid('json');
      const created = await createDestination(fwd, org, {
        url: body.url,
        authHeaderName: body.auth_header_name,
        authHeaderValue: body.auth_header_value,
        preset: body.preset,
        enabled: body.enabled,
      });
      return c.json(destinationJson(created, now(), await pendingJobs(fwd, created)), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'listForwardingDestinations',
      path: base,
      tags,
      summary: 'List the organization\'s forwarding destinations with their status',
      security: BEARER,
      request: { params: OrgIdParam },
      responses: {
        200: jsonContent(z.object({ items: z.array(DestinationSchema) }), 'The destinations'),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      const items = await deps.store.forwarding.listDestinations(org.orgId);
      const jobs = await Promise.all(items.map((d) => pendingJobs(fwd, d)));
      return c.json({ items: items.map((d, i) => destinationJson(d, now(), jobs[i])) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getForwardingDestination',
      path: `${base}/{destination_id}`,
      tags,
      summary: 'Get one forwarding destination',
      security: BEARER,
      request: { params: DestinationParams },
      responses: { 200: jsonContent(DestinationSchema, 'The destination'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { org_id, destination_id } = c.req.valid('param');
      const org = await loadManagedOrg(deps.store, c.get('principal'), org_id);
      const destination = await loadDestination(fwd, org, destination_id);
      return c.json(destinationJson(destination, now(), await pendingJobs(fwd, destination)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      operationId: 'updateForwardingDestination',
      path: `${base}/{destination_id}`,
      tags,
      summary: 'Change a destination\'s URL or preset, enable or disable it, or rotate or remove its credential',
      security: BEARER,
      request: { params: DestinationParams, body: jsonBody(UpdateDestinationBody) },
      responses: { 200: jsonContent(DestinationSchema, 'The destination'), ...errorResponses(400, 401, 403, 404, 422) },
    }),
    async (c) => {
      const { org_id, destination_id } = c.req.valid('param');
      const org = await loadManagedOrg(deps.store, c.get('principal'), org_id);
      const body = c.req.valid('json');
      const updated = await updateDestination(fwd, org, destination_id, {
        url: body.url,
        preset: body.preset,
        enabled: body.enabled,
        authHeaderName: body.auth_header_name,
        authHeaderValue: body.auth_header_value,
      });
      return c.json(destinationJson(updated, now(), await pendingJobs(fwd, updated)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      operationId: 'deleteForwardingDestination',
      path: `${base}/{destination_id}`,
      tags,
      summary: 'Delete a destination and clear its pending and dead-lettered events',
      security: BEARER,
      request: { params: DestinationParams },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const { org_id, destination_id } = c.req.valid('param');
      const org = await loadManagedOrg(deps.store, c.get('principal'), org_id);
      await deleteDestination(fwd, org, destination_id);
      return c.body(null, 204);
    },
  );

  registerForwardingDeliveryRoutes(app, deps, fwd);
}
