import type { Hook, RouteConfig } from '@hono/zod-openapi';
import type { ZodError, ZodType } from 'zod';
import { ApiError } from './errors.js';
import { humanMessage } from './messages.js';
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

const NOUNS: Record<Target, string> = {
  json: 'field',
  form: 'field',
  query: 'query parameter',
  param: 'path parameter',
  header: 'header',
  cookie: 'cookie',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One sentence for the error's `message`: the single problem, or how many fields and which. */
export function summarise(target: Target, issues: { path: string; code: string; message: string }[]): string {
  const noun = NOUNS[target];
  if (issues.length === 1) {
    const [issue] = issues;
    if (issue.path === '' || issue.code === 'unrecognized_keys' || issue.code === 'invalid_key') return capitalise(issue.message);
    return `The ${noun} ${issue.path} ${issue.message}`;
  }
  const paths = [...new Set(issues.map((i) => i.path || 'the top level'))];
  return `${issues.length} problems in ${paths.length === 1 ? `the ${noun}` : `${noun}s`} ${paths.join(', ')}; details names each`;
}

const isSchema = (schema: unknown): schema is ZodType =>
  typeof schema === 'object' && schema !== null && 'safeParseAsync' in schema;

/**
 * Every route's schema failure answers 422 with the issues, described against the route's own
 * schemas. The validator parses with zod's default wording; a failure is parsed again with our
 * error map (`messages.ts`), which only a rejected request pays for.
 */
export function validationHookFor(route: RouteConfig): Hook<unknown, never, string, unknown> {
  return async (result) => {
    if (result.success) return;
    const target = result.target as Target;
    const schema = schemaOf(route, target);
    // @hono/zod-validator hands the hook the input it parsed as `data`, though its type leaves it out.
    const input = 'data' in result ? result.data : undefined;
    const reparsed = isSchema(schema) && input !== undefined ? await schema.safeParseAsync(input, { error: humanMessage }) : null;
    const issues = describeIssues(reparsed?.error ?? result.error, schema);
    throw new ApiError('VALIDATION_FAILED', summarise(target, issues), issues);
  };
}
