import type { z } from 'zod';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

/** Lists that are a set of choices in a form: naming what to choose says more than a count. */
const CHOOSE_AT_LEAST_ONE: Record<string, string> = {
  dataTypes: 'must include at least one data type',
  destinations: 'must include at least one destination',
  conditions: 'must include at least one condition',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const FORMATS: Record<string, string> = {
  email: 'must be an e-mail address such as name@example.com',
  url: 'must be a URL such as https://example.com/path',
  datetime: 'must be a date and time such as 2026-03-15T10:00:00Z',
  date: 'must be a date such as 2026-03-15',
  uuid: 'must be a UUID',
  regex: 'has characters or a shape this field does not accept',
};

const items = (n: number | bigint) => `${n} item${Number(n) === 1 ? '' : 's'}`;
const characters = (n: number | bigint) => `${n} character${Number(n) === 1 ? '' : 's'}`;

/**
 * Plain-language wording for zod's issue kinds, passed as the per-parse error map: a schema's
 * own message (such as the hex colour rule) still wins. Messages read after the field's name
 * ("limit must be a number") and beside its form control alike, and are built from the schema's
 * facts, never from the rejected input.
 */
export const humanMessage: z.core.$ZodErrorMap = (issue: RawIssue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'is required';
      if (issue.expected === 'number' && typeof issue.input === 'number') return 'must be a number';
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    }
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'array' || issue.origin === 'set') {
        const field = String(issue.path?.at(-1) ?? '');
        return Number(min) === 1 ? (CHOOSE_AT_LEAST_ONE[field] ?? 'must have at least one item') : `must have at least ${items(min)}`;
      }
      if (issue.origin === 'string') return Number(min) === 1 ? 'must not be empty' : `must be at least ${characters(min)} long`;
      return issue.inclusive === false ? `must be more than ${min}` : `must be at least ${min}`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at most ${items(max)}`;
      if (issue.origin === 'string') return `must be at most ${characters(max)} long`;
      return issue.inclusive === false ? `must be less than ${max}` : `must be at most ${max}`;
    }
    case 'invalid_format':
      return FORMATS[issue.format] ?? `must be a valid ${issue.format}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${String(issue.values[0])}` : `must be one of ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'invalid_union':
      return 'does not match any accepted form';
    default:
      return undefined;
  }
};
