import type { core } from 'zod/mini';
import { customDetectorSchemaWith } from './custom-detector-schema.js';
import { ruleSchemas } from './rule-schema.js';
import type { SchemaBuilder } from './schema-builder.js';
import { LIKELIHOODS } from '../types.js';
import { MASKING_STYLES } from './vocabulary.js';

/** Reports the second and later use of the same key, at that element. */
function uniqueBy<T>(key: (item: T) => string | undefined, field: string, what: string) {
  return (items: readonly T[], ctx: core.$RefinementCtx<T[]>) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (value === undefined) return;
      if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index, field], message: `${what} is used twice` });
      seen.add(value);
    });
  };
}

/**
 * The policy schemas built with `z`: a policy as stored and evaluated (every rule has an id) and
 * as written by a user (rule ids may be left out), with the rule and custom-detector schemas
 * they are made of.
 */
export function policySchemas(z: SchemaBuilder) {
  const { ruleSchema, ruleInputSchema } = ruleSchemas(z);
  const customDetectorSchema = customDetectorSchemaWith(z);

  const maskingSchema = z.strictObject({ style: z._default(z.enum(MASKING_STYLES), 'placeholder') });

  const allowListSchema = z.strictObject({
    /** Exact values never flagged (a documented example key, the company's own support address). */
    values: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(1000))).check(z.maxLength(1000))),
    /** RE2 patterns; a finding whose whole value matches one is never flagged. */
    patterns: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(1000))).check(z.maxLength(200))),
  });

  const policyFields = {
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    description: z.optional(z.string().check(z.maxLength(2000))),
    /** A label the author chooses; the applied version is `policyVersion`, a hash of the rules. */
    version: z.optional(z.string().check(z.maxLength(100))),
    tags: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(50))),
    masking: z._default(maskingSchema, { style: 'placeholder' }),
    /** Findings below this confidence (0..1) are not reported. */
    minConfidence: z.optional(z.number().check(z.gte(0), z.lte(1))),
    /** Findings below this likelihood are not reported; absent: LIKELY (`DEFAULT_MIN_LIKELIHOOD`). */
    minLikelihood: z.optional(z.enum(LIKELIHOODS)),
    allowList: z._default(allowListSchema, {}),
    customDetectors: z._default(
      z.array(customDetectorSchema).check(z.maxLength(100), z.superRefine(uniqueBy((d) => d.id, 'id', 'this detector id'))),
      [],
    ),
  };

  /** A policy's rules, stored or as written: at most 200, no id twice. */
  const rulesOf = <T extends typeof ruleSchema | typeof ruleInputSchema>(rule: T) =>
    z.array(rule).check(z.maxLength(200), z.superRefine(uniqueBy((r: core.output<T>) => r.id, 'id', 'this rule id')));

  return {
    policySchema: z.strictObject({ ...policyFields, rules: rulesOf(ruleSchema) }),
    policyInputSchema: z.strictObject({ ...policyFields, rules: z._default(rulesOf(ruleInputSchema), []) }),
    ruleSchema,
    ruleInputSchema,
    customDetectorSchema,
  };
}
