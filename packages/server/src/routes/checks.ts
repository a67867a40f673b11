import { createRoute, z } from '@hono/zod-openapi';
import { DESTINATIONS } from '@preflight/core';
import type { Context } from 'hono';
import { requireCredential } from '../auth/guards.js';
import type { AppDeps, AppEnv } from '../deps.js';
import { loadCheck } from '../domain/audit.js';
import { type CheckContent, type CheckRequest, runCheck } from '../domain/checks.js';
import { notFound } from '../http/errors.js';
import { type ApiApp, errorResponses, jsonBody, jsonContent, SERVICE_KEY_OR_BEARER } from '../http/openapi.js';
import { MaskedFileHandoff } from '../domain/masked-file-handoff.js';
import type { AuditRecord } from '../store/types.js';
import { CheckResultSchema, freshResultJson, storedResultJson } from './check-result.js';

const Destination = z.enum(DESTINATIONS).openapi({ description: 'Where the content is headed.' });
const OrgIdField = z.string().min(1).optional().openapi({ description: 'Must match the key\'s organization; required with the administrator key.' });
const PolicyIdField = z.string().min(1).optional().openapi({ description: 'Must match a policy key; default: the license\'s default policy group.' });

const ContextSchema = z
  .strictObject({
    destination_region: z.string().max(64).optional().openapi({ description: 'EU, a country code or a cloud region; missing counts as non-EU.' }),
    scc_verified: z.boolean().optional(),
  })
  .openapi('CheckContext');

const TextCheckBody = z
  .strictObject({
    text: z.string(),
    destination: Destination,
    org_id: OrgIdField,
    policy_id: PolicyIdField,
    context: ContextSchema.optional(),
    explain: z
      .boolean()
      .optional()
      .openapi({ description: "With true, the answer lists each finding's place, likelihood and the evidence behind it (never its value); nothing of it is stored." }),
  })
  .openapi('TextCheck', {
    example: { text: 'Summarise this: contact jane.doe@example.com about the renewal', destination: 'AI_TOOL', context: { destination_region: 'us-east-1' } },
  });

const FileCheckBody = z
  .object({
    file: z.instanceof(File).openapi({ type: 'string', format: 'binary' }),
    destination: Destination,
    org_id: OrgIdField,
    policy_id: PolicyIdField,
    destination_region: z.string().max(64).optional(),
    scc_verified: z.enum(['true', 'false']).optional(),
  })
  .openapi('FileCheck');

const IdParam = z.object({ preflight_id: z.string().min(1).openapi({ param: { name: 'preflight_id', in: 'path' } }) });

const tags = ['Preflight'];

export function baseUrlOf(deps: AppDeps, c: Context<AppEnv>): string {
  return deps.config.baseUrl ?? new URL(c.req.url).origin;
}

export function registerCheckRoutes(app: ApiApp, deps: AppDeps): void {
  const handoff = new MaskedFileHandoff(deps.clock);
  const maskedFileOf = (record: AuditRecord) => record.maskedFile ?? handoff.get(record.preflightId);

  const check = async (c: Context<AppEnv>, request: Omit<CheckRequest, 'principal' | 'sourceType'>) => {
    const principal = requireCredential(c.get('principal'));
    const { record, result } = await runCheck(deps, { ...request, principal, sourceType: 'API' });
    if (result.maskedFile && !record.maskedFile) handoff.put(record.preflightId, result.maskedFile);
    deps.metrics.checks.inc({ decision: record.decision, input_type: record.inputType });
    for (const d of record.detected) deps.metrics.detections.inc({ type: d.type }, d.count);
    return freshResultJson(record, result, () => baseUrlOf(deps, c));
  };

  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'checkText',
      path: '/api/preflight/text',
      tags,
      summary: 'Check text before it is sent',
      security: SERVICE_KEY_OR_BEARER,
      request: { body: jsonBody(TextCheckBody) },
      responses: {
        200: jsonContent(CheckResultSchema, 'Decision, detected types and masked content'),
        ...errorResponses(400, 401, 403, 404, 413, 422, 503),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const content: CheckContent = { kind: 'text', text: body.text };
      const json = await check(c, {
        content,
        destination: body.destination,
        orgId: body.org_id,
        policyId: body.policy_id,
        context: body.context,
        explain: body.explain === true,
      });
      return c.json(json, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      operationId: 'checkFile',
      path: '/api/preflight',
      tags,
      summary: 'Check a file (text, CSV, JSON, PDF, DOCX); the type is read from its bytes',
      security: SERVICE_KEY_OR_BEARER,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: FileCheckBody } } } },
      responses: {
        200: jsonContent(CheckResultSchema, 'Decision, detected types and a link to the masked file'),
        ...errorResponses(400, 401, 403, 404, 413, 415, 422, 503),
      },
    }),
    async (c) => {
      const body = c.req.valid('form');
      const bytes = new Uint8Array(await body.file.arrayBuffer());
      const context =
        body.destination_region !== undefined || body.scc_verified !== undefined
          ? { destination_region: body.destination_region, scc_verified: body.scc_verified === 'true' }
          : undefined;
      const json = await check(c, {
        content: { kind: 'file', bytes },
        destination: body.destination,
        orgId: body.org_id,
        policyId: body.policy_id,
        context,
      });
      return c.json(json, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getCheck',
      path: '/api/preflight/{preflight_id}',
      tags,
      summary: 'Get a stored check result',
      security: SERVICE_KEY_OR_BEARER,
      request: { params: IdParam },
      responses: { 200: jsonContent(CheckResultSchema, 'The stored result'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      const record = await loadCheck(deps, requireCredential(c.get('principal')), c.req.valid('param').preflight_id);
      return c.json(storedResultJson(record, () => baseUrlOf(deps, c), maskedFileOf(record) !== null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      operationId: 'getMaskedFile',
      path: '/api/preflight/{preflight_id}/masked-file',
      tags,
      summary: 'Download the masked file of a file check (under METADATA retention: for 15 minutes)',
      security: SERVICE_KEY_OR_BEARER,
      request: { params: IdParam },
      responses: {
        200: { description: 'The masked file', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const record = await loadCheck(deps, requireCredential(c.get('principal')), c.req.valid('param').preflight_id);
      const file = maskedFileOf(record);
      if (!file) throw notFound('Masked file');
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mediaType,
        'Content-Disposition': `attachment; filename="masked-${record.preflightId}.${file.extension}"`,
        'Cache-Control': 'no-store',
      });
    },
  );
}
