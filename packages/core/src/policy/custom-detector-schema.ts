import { MAX_KEYWORD_WINDOW } from '../scanner/compile/validate-options.js';
import { CATEGORIES } from '../types.js';
import { NAMED_VALIDATORS, type ValidatorName } from '../validators/index.js';
import { distinctList } from './rule-schema.js';
import type { SchemaBuilder } from './schema-builder.js';

const VALIDATOR_NAMES = Object.keys(NAMED_VALIDATORS) as [ValidatorName, ...ValidatorName[]];

/**
 * A custom detector as stored in a policy (JSON): the scanner's `CustomDetectorSpec` with the
 * validator given by name. Whether `pattern` compiles is checked by `parsePolicy`.
 */
export function customDetectorSchemaWith(z: SchemaBuilder) {
  return z.strictObject({
    id: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, { message: 'must be 1-64 letters, digits or _ . -' })),
    /** Upper snake case, so it reads like the built-in types in results and placeholders. */
    type: z.string().check(z.regex(/^[A-Z][A-Z0-9_]{0,63}$/, { message: 'must be upper case letters, digits and _ (like EMPLOYEE_ID)' })),
    categories: distinctList(z, CATEGORIES),
    label: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    pattern: z.string().check(z.minLength(1), z.maxLength(1000)),
    keywords: z.optional(
      z
        .array(z.string().check(z.trim(), z.maxLength(100), z.regex(/^[A-Za-z0-9]/, { message: 'must begin with a letter or digit' })))
        .check(z.minLength(1), z.maxLength(50)),
    ),
    window: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_KEYWORD_WINDOW))),
    validator: z.optional(z.enum(VALIDATOR_NAMES)),
    confidence: z.optional(z.number().check(z.gte(0), z.lte(1))),
  });
}
