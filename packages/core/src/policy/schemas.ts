import { _default, array, boolean, enum as enumOf, gte, int, lte, maxLength, minLength, number, optional, refine, regex, strictObject, string, superRefine, trim, type output, type input } from 'zod/mini';
import { policySchemas } from './policy-schema.js';
import type { SchemaBuilder } from './schema-builder.js';

// Named one by one, not as a namespace, so the bundle keeps only these of zod/mini.
const miniBuilder: SchemaBuilder = { _default, array, boolean, enum: enumOf, gte, int, lte, maxLength, minLength, number, optional, refine, regex, strictObject, string, superRefine, trim };

export const { policySchema, policyInputSchema, ruleSchema, ruleInputSchema, customDetectorSchema } = policySchemas(miniBuilder);

export type Policy = output<typeof policySchema>;
export type PolicyInput = input<typeof policyInputSchema>;
export type Rule = output<typeof ruleSchema>;
export type RuleInput = input<typeof ruleInputSchema>;
export type CustomDetectorConfig = output<typeof customDetectorSchema>;
