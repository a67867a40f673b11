import { z } from 'zod';
import { customDetectorSchema } from './custom-detector-schema.js';
import { ruleInputSchema, ruleSchema } from './rule-schema.js';
import { LIKELIHOODS } from '../types.js';
import { MASKING_STYLES } from './vocabulary.js';

const maskingSchema = z.strictObject({ style: z.enum(MASKING_STYLES).default('placeholder') });

const allowListSchema = z.strictObject({
  /** Exact values never flagged (a documented example key, the company's own support address). */
  values: z.array(z.string().min(1).max(1000)).max(1000).optional(),
  /** RE2 patterns; a finding whose whole value matches one is never flagged. */
  patterns: z.array(z.string().min(1).max(1000)).max(200).optional(),
});

/** Reports the second and later use of the same key, at that element. */
function uniqueBy<T>(key: (item: T) => string | undefined, field: string, what: string) {
  return (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (value === undefined) return;
      if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index, field], message: `${what} is used twice` });
      seen.add(value);
    });
  };
}

const policyFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).optional(),
  /** A label the author chooses; the applied version is `policyVersion`, a hash of the rules. */
  version: z.string().max(100).optional(),
  tags: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  masking: maskingSchema.default({ style: 'placeholder' }),
  /** Findings below this confidence (0..1) are not reported. */
  minConfidence: z.number().min(0).max(1).optional(),
  /** Findings below this likelihood are not reported; absent: LIKELY (`DEFAULT_MIN_LIKELIHOOD`). */
  minLikelihood: z.enum(LIKELIHOODS).optional(),
  allowList: allowListSchema.default({}),
  customDetectors: z
    .array(customDetectorSchema)
    .max(100)
    .superRefine(uniqueBy((d) => d.id, 'id', 'this detector id'))
    .default([]),
};

/** A policy as stored and evaluated: every rule has an id. */
export const policySchema = z.strictObject({
  ...policyFields,
  rules: z.array(ruleSchema).max(200).superRefine(uniqueBy((r) => r.id, 'id', 'this rule id')),
});

/** A policy as written by a user: rule ids may be left out. */
export const policyInputSchema = z.strictObject({
  ...policyFields,
  rules: z
    .array(ruleInputSchema)
    .max(200)
    .superRefine(uniqueBy((r) => r.id, 'id', 'this rule id'))
    .default([]),
});

export type Policy = z.output<typeof policySchema>;
export type PolicyInput = z.input<typeof policyInputSchema>;
