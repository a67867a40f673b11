import { createRoute, z } from '@hono/zod-openapi';
import { loadManagedOrg, requireAdministrator } from '../auth/guards.js';
import type { AppDeps } from '../deps.js';
import { orgDetections, orgSummary, orgTimeseries, PERIODS, platformSummary } from '../domain/analytics.js';
import { type ApiApp, BEARER, errorResponses, jsonContent, OrgIdParam } from '../http/openapi.js';

const PeriodQuery = z.object({
  period: z.enum(PERIODS).default('30d').openapi({ description: 'Whole UTC days ending today.' }),
});

const Day = z.string().openapi({ format: 'date', example: '2026-01-31' });

const SummaryFields = {
  total_checks: z.number().int().openapi({ description: 'Checks run: allowed + masked + blocked; quota refusals are counted in rejected.' }),
  bytes_protected: z.number().int().openapi({ description: 'Bytes of checked content (UTF-8 text or file bytes).' }),
  allowed: z.number().int(),
  masked: z.number().int(),
  blocked: z.number().int(),
  safe_share_rate: z.number().openapi({ description: '(allowed + masked) / total_checks × 100, two decimals; 0 without checks.' }),
  prevented_exposures: z.number().int().openapi({ description: 'Findings in checks that were masked or blocked.' }),
  rejected: z.number().int().openapi({ description: 'Checks refused by the monthly quota (REJECTED); not in total_checks or any other figure.' }),
  from_date: Day,
  to_date: Day,
};

const OrgAnalyticsSchema = z
  .object({ org_id: z.string(), org_name: z.string(), ...SummaryFields })
  .openapi('OrganizationAnalytics');
const PlatformAnalyticsSchema = z
  .object({ organizations: z.number().int(), ...SummaryFields })
  .openapi('PlatformAnalytics');
const TimeseriesSchema = z
  .object({
    org_id: z.string(),
    period: z.enum(PERIODS),
    data: z.array(
      z.object({
        date: Day,
        checks_total: z.number().int(),
        allowed: z.number().int(),
        masked: z.number().int(),
        blocked: z.number().int(),
        bytes_processed: z.number().int(),
        rejected: z.number().int().openapi({ description: 'Checks refused by the monthly quota; not in checks_total.' }),
      }),
    ),
  })
  .openapi('AnalyticsTimeseries');
const DetectionsSchema = z
  .object({
    org_id: z.string(),
    total_detections: z.number().int(),
    types: z.array(
      z.object({
        type: z.string(),
        label: z.string(),
        count: z.number().int(),
        percentage: z.number().openapi({ description: 'Share of all detections in the period, two decimals.' }),
      }),
    ),
    from_date: Day,
    to_date: Day,
  })
  .openapi('AnalyticsDetections');

const tags = ['Analytics'];

export function registerAnalyticsRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getOrgAnalytics',
      path: '/api/orgs/{org_id}/analytics',
      tags,
      summary: 'An organization\'s check totals over a period',
      security: BEARER,
      request: { params: OrgIdParam, query: PeriodQuery },
      responses: { 200: jsonContent(OrgAnalyticsSchema, 'Totals'), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      return c.json(await orgSummary(deps, org, c.req.valid('query').period), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getOrgAnalyticsTimeseries',
      path: '/api/orgs/{org_id}/analytics/timeseries',
      tags,
      summary: 'Checks per day by decision',
      security: BEARER,
      request: { params: OrgIdParam, query: PeriodQuery },
      responses: { 200: jsonContent(TimeseriesSchema, 'One entry per day'), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      return c.json(await orgTimeseries(deps, org, c.req.valid('query').period), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getOrgDetections',
      path: '/api/orgs/{org_id}/analytics/detections',
      tags,
      summary: 'Detections by type with labels and percentages',
      security: BEARER,
      request: { params: OrgIdParam, query: PeriodQuery },
      responses: { 200: jsonContent(DetectionsSchema, 'Breakdown'), ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const org = await loadManagedOrg(deps.store, c.get('principal'), c.req.valid('param').org_id);
      return c.json(await orgDetections(deps, org, c.req.valid('query').period), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getAnalytics',
      path: '/api/analytics',
      tags,
      summary: 'Platform-wide totals over a period (administrator)',
      security: BEARER,
      request: { query: PeriodQuery },
      responses: { 200: jsonContent(PlatformAnalyticsSchema, 'Totals'), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      requireAdministrator(c.get('principal'));
      return c.json(await platformSummary(deps, c.req.valid('query').period), 200);
    },
  );
}
