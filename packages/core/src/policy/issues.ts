import type { core } from 'zod/mini';
import type { PolicyIssue } from './errors.js';

/**
 * An unknown field's name is echoed only when it is a plain word (letters and `_`, no digits),
 * like a mistyped field; a name that could be a pasted value is never repeated.
 */
const PRINTABLE_KEY = /^[A-Za-z][A-Za-z_]{0,31}$/;

type SchemaNode = { _zod: { def: { type: string; innerType?: SchemaNode; element?: SchemaNode; shape?: Record<string, SchemaNode> } } };

/** The field names the schema allows at `path`, found by walking the schema itself. */
function fieldsAt(schema: SchemaNode, path: readonly PropertyKey[]): string[] {
  const unwrap = (node: SchemaNode | undefined): SchemaNode | undefined => {
    while (node && node._zod.def.innerType) node = node._zod.def.innerType;
    return node;
  };
  let node = unwrap(schema);
  for (const part of path) {
    node = unwrap(typeof part === 'number' ? node?._zod.def.element : node?._zod.def.shape?.[String(part)]);
  }
  return Object.keys(node?._zod.def.shape ?? {});
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

function listOf(values: readonly unknown[]): string {
  return values.map((value) => String(value)).join(', ');
}

/**
 * Our own wording for each issue, built from the schema's facts (expected type, allowed values,
 * bounds), never from the rejected input, so a message cannot echo content a caller pasted.
 */
function describe(issue: core.$ZodIssue, schema: SchemaNode): string {
  switch (issue.code) {
    case 'invalid_value':
      return `must be one of ${listOf(issue.values)}`;
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'unrecognized_keys': {
      const names = issue.keys.filter((key) => PRINTABLE_KEY.test(key));
      const which = names.length === issue.keys.length ? ` ${listOf(names)}` : '';
      return `unknown field${which}; allowed fields are ${listOf(fieldsAt(schema, issue.path))}`;
    }
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'set'
        ? `must have at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`
        : `must be at least ${issue.minimum}${issue.origin === 'string' ? ' characters long' : ''}`;
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'set'
        ? `must have at most ${issue.maximum} items`
        : `must be at most ${issue.maximum}${issue.origin === 'string' ? ' characters long' : ''}`;
    case 'custom':
      return issue.message;
    case 'invalid_format':
      // Our patterns carry their own wording; zod's default names the pattern, never the input.
      return issue.message;
    default:
      return 'is not valid here';
  }
}

export function toPolicyIssues(issues: readonly core.$ZodIssue[], schema: core.$ZodType): PolicyIssue[] {
  return issues.map((issue) => ({ path: formatPath(issue.path), message: describe(issue, schema as unknown as SchemaNode) }));
}
