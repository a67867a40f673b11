import type { Hook, RouteConfig } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { ApiError } from './errors.js';
import { schemaPath } from './schema-path.js';

type Issue = ZodError['issues'][number];

/** Our wording where zod's would repeat the caller's text (unknown keys, a record's keys). */
function messageOf(issue: Issue, path: string): string {
  const where = path === '' ? 'the top level' : path;
  switch (issue.code) {
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'unknown field' : `${issue.keys.length} unknown fields`} at ${where}`;
    case 'invalid_key':
      return `invalid key at ${where}`;
    default:
      return issue.message;
  }
}

/**
 * Field path and rule broken, never the submitted value nor a key the caller chose: the path
 * names only what `schema` declares (see schema-path.ts).
 */
export function describeIssues(error: ZodError, schema: unknown) {
  return error.issues.map((issue) => {
    const path = schemaPath(schema, issue.path);
    return { path, code: issue.code, message: messageOf(issue, path) };
  });
}

type Target = 'json' | 'form' | 'query' | 'param' | 'header' | 'cookie';

/** The schema a route validates `target` with. */
function schemaOf(route: RouteConfig, target: Target): unknown {
  const request = route.request;
  switch (target) {
    case 'json':
    case 'form': {
      const content = request?.body?.content ?? {};
      const entry = Object.entries(content).find(([type]) => (target === 'json' ? /json/i.test(type) : /form/i.test(type)));
      const media = entry?.[1];
      return media && 'schema' in media ? media.schema : undefined;
    }
    case 'query':
      return request?.query;
    case 'param':
      return request?.params;
    case 'header':
      return request?.headers;
    case 'cookie':
      return request?.cookies;
  }
}

/** Every route's schema failure answers 422 with the issues, described against the route's own schemas. */
export function validationHookFor(route: RouteConfig): Hook<unknown, never, string, unknown> {
  return (result) => {
    if (!result.success) {
      const schema = schemaOf(route, result.target as Target);
      throw new ApiError('VALIDATION_FAILED', `Request ${result.target} is invalid`, describeIssues(result.error, schema));
    }
  };
}
