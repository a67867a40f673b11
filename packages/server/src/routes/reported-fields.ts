import { z } from '@hono/zod-openapi';

/**
 * The fields clients write freely in what they report (audit events, false-positive reports):
 * each held to a strict shape, since raw content could otherwise slip in through them.
 */

/** Identifiers only: no spaces or @, so an e-mail address or a sentence cannot pass as one. */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
export const Identifier = z.string().regex(IDENTIFIER, 'letters, digits and . _ : - (at most 128)');
/** An e-mail address as an administrator names a user by it: no spaces, quotes or comments. */
const EMAIL_ADDRESS = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;
/**
 * Who made the decision: a pseudonymous identifier, or the user's e-mail address where the
 * administrator chose to name users by it. Either is identity metadata, like the license id it
 * replaces, not content; what a detector finds in its parts is refused all the same.
 */
export const ActorId = z
  .string()
  .max(254)
  .refine((value) => IDENTIFIER.test(value) || EMAIL_ADDRESS.test(value), 'an identifier (letters, digits and . _ : -, at most 128) or an e-mail address');

const TYPE_NAME = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * Validation issues name the path of what failed, and a record's path includes the key, so the
 * keys are checked here, reporting the field only: a key may itself be a detected value.
 */
export const FindingCounts = z
  .custom<Record<string, number>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.entries(value).every(([type, count]) => TYPE_NAME.test(type) && Number.isInteger(count) && (count as number) > 0),
    'must map upper-case detected types (EMAIL, SSN, …) to positive integers',
  )
  .openapi({ type: 'object', additionalProperties: { type: 'integer', minimum: 1 }, example: { EMAIL: 2, SSN: 1 } });

/**
 * Like a strict object, but the refusal counts unknown fields instead of naming them, since a
 * field name may itself be content. Any field beyond the metadata (text, content, samples, …) is a 422.
 */
export function metadataOnly<T extends z.ZodRawShape>(shape: T) {
  const known = new Set(Object.keys(shape));
  return z
    .looseObject(shape)
    .superRefine((value, ctx) => {
      const unknown = Object.keys(value).filter((key) => !known.has(key)).length;
      if (unknown > 0) ctx.addIssue({ code: 'custom', message: `${unknown} field(s) beyond the documented metadata; content is never accepted` });
    })
    .openapi({ additionalProperties: false });
}

export const PolicyVersion = z.string().regex(/^v\d{1,3}-[0-9a-f]{8,64}$/, 'a policy version as the license token carries it, e.g. v1-968980f1');
