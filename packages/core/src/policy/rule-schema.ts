import type { SchemaBuilder } from './schema-builder.js';
import { ACTIONS, CONDITIONS, DATA_TYPES, DESTINATIONS } from './vocabulary.js';

/** No value twice: a repeated value is almost always a typo in a hand-written policy. */
const distinct = (items: readonly string[]) => new Set(items).size === items.length;

function noRepeats(z: SchemaBuilder) {
  return z.refine<readonly string[]>(distinct, { message: 'must not repeat a value' });
}

/** A list of one or more of `values`, none twice. */
export function distinctList<const T extends readonly [string, ...string[]]>(z: SchemaBuilder, values: T) {
  return z.array(z.enum(values)).check(z.minLength(1), noRepeats(z));
}

/** A rule as stored (the service assigns `id`) and as written by a user (`id` may be left out and is then assigned by `parsePolicy`). */
export function ruleSchemas(z: SchemaBuilder) {
  const ruleFields = {
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    description: z.optional(z.string().check(z.maxLength(2000))),
    enabled: z._default(z.boolean(), true),
    dataTypes: distinctList(z, DATA_TYPES),
    destinations: distinctList(z, DESTINATIONS),
    action: z.enum(ACTIONS),
    conditions: z.optional(z.array(z.enum(CONDITIONS)).check(noRepeats(z))),
  };

  const ruleId = z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, { message: 'must be 1-64 letters, digits or _ . : -' }));

  return {
    ruleSchema: z.strictObject({ id: ruleId, ...ruleFields }),
    ruleInputSchema: z.strictObject({ id: z.optional(ruleId), ...ruleFields }),
  };
}
