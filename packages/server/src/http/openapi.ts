import { OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { AppEnv } from '../deps.js';
import { ErrorBodySchema } from './errors.js';
import { validationHookFor } from './validation.js';

export type ApiApp = OpenAPIHono<AppEnv>;

/**
 * Every route registered through `openapi` answers schema failures with a 422 whose issues are
 * described against that route's own schemas (a hook given at registration still wins).
 */
export function createApiApp(): ApiApp {
  const app = new OpenAPIHono<AppEnv>();
  const register = app.openapi;
  app.openapi = ((route: RouteConfig, handler: never, hook?: never) =>
    register(route, handler, hook ?? (validationHookFor(route) as never))) as typeof app.openapi;
  return app;
}

/** Security requirement names, declared once in app.ts as components. */
export const BEARER: Record<string, string[]>[] = [{ bearerAuth: [] }];
export const SERVICE_KEY_OR_BEARER: Record<string, string[]>[] = [{ serviceApiKey: [] }, { bearerAuth: [] }];
/** Routes that take no credential say so, rather than leave it unstated. */
export const PUBLIC: Record<string, string[]>[] = [];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed JSON or multipart body',
  401: 'Missing or unknown credential',
  403: 'Credential not allowed here',
  404: 'Unknown, or not visible to this credential',
  409: 'Conflicts with existing state',
  413: 'Body too large',
  415: 'Unsupported file type',
  422: 'Schema or semantic validation failed',
  429: 'Rate limit or monthly quota exceeded; see Retry-After',
  503: 'Too many large checks waiting for a worker thread; see Retry-After',
};

type DocumentedStatus = keyof typeof ERROR_DESCRIPTIONS;

/** OpenAPI response entries for the error statuses a route can answer. */
export function errorResponses(...statuses: DocumentedStatus[]) {
  const all = [...new Set<number>([...statuses, 429])];
  return Object.fromEntries(
    all.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: ErrorBodySchema } } },
    ]),
  );
}

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

export const OrgIdParam = z.object({
  org_id: z.string().min(1).openapi({ param: { name: 'org_id', in: 'path' }, description: 'Organization id or slug' }),
});

export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50).openapi({ example: 50 }),
  offset: z.coerce.number().int().min(0).default(0).openapi({ example: 0 }),
});

export const pagedSchema = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({ items: z.array(item), limit: z.number().int(), offset: z.number().int(), total: z.number().int() })
    .openapi(name);

export const Timestamp = z.string().openapi({ format: 'date-time', example: '2026-01-31T12:00:00.000Z' });
