import { z } from 'zod';
import { ACTIONS, CONDITIONS, DATA_TYPES, DESTINATIONS } from './vocabulary.js';

/** A list of distinct enum values; duplicates are almost always a typo in a hand-written policy. */
function distinctList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(z.enum(values))
    .min(1)
    .refine((items) => new Set(items).size === items.length, { message: 'must not repeat a value' });
}

const ruleFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).optional(),
  enabled: z.boolean().default(true),
  dataTypes: distinctList(DATA_TYPES),
  destinations: distinctList(DESTINATIONS),
  action: z.enum(ACTIONS),
  conditions: z
    .array(z.enum(CONDITIONS))
    .refine((items) => new Set(items).size === items.length, { message: 'must not repeat a value' })
    .optional(),
};

const ruleId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, { message: 'must be 1-64 letters, digits or _ . : -' });

/** A rule as stored: the service assigns `id`. */
export const ruleSchema = z.strictObject({ id: ruleId, ...ruleFields });

/** A rule as written by a user; `id` may be left out and is then assigned by `parsePolicy`. */
export const ruleInputSchema = z.strictObject({ id: ruleId.optional(), ...ruleFields });

export type Rule = z.output<typeof ruleSchema>;
export type RuleInput = z.input<typeof ruleInputSchema>;
