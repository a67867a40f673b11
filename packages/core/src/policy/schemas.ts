import { _default, array, boolean, enum as enumOf, gte, int, lte, maxLength, minLength, number, optional, refine, regex, strictObject, string, superRefine, trim, type input, type output } from 'zod/mini';
import { policySchemas } from './policy-schema.js';
import type { SchemaBuilder } from './schema-builder.js';

// Named one by one, not as a namespace, so the bundle keeps only these of zod/mini.
const miniBuilder: SchemaBuilder = { _default, array, boolean, enum: enumOf, gte, int, lte, maxLength, minLength, number, optional, refine, regex, strictObject, string, superRefine, trim };

type CoreSchemas = ReturnType<typeof policySchemas>;

let built: CoreSchemas | undefined;

/** The schemas core parses policies with, built on first use: checks with the default policy parse none. */
export function coreSchemas(): CoreSchemas {
  return (built ??= policySchemas(miniBuilder));
}

export type Policy = output<CoreSchemas['policySchema']>;
export type PolicyInput = input<CoreSchemas['policyInputSchema']>;
export type Rule = output<CoreSchemas['ruleSchema']>;
export type RuleInput = input<CoreSchemas['ruleInputSchema']>;
export type CustomDetectorConfig = output<CoreSchemas['customDetectorSchema']>;
