import { z } from 'zod';
import { MAX_KEYWORD_WINDOW } from '../scanner/compile/validate-options.js';
import { CATEGORIES } from '../types.js';
import { NAMED_VALIDATORS, type ValidatorName } from '../validators/index.js';

const VALIDATOR_NAMES = Object.keys(NAMED_VALIDATORS) as [ValidatorName, ...ValidatorName[]];

/**
 * A custom detector as stored in a policy (JSON): the scanner's `CustomDetectorSpec` with the
 * validator given by name. Whether `pattern` compiles is checked by `parsePolicy`.
 */
export const customDetectorSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, { message: 'must be 1-64 letters, digits or _ . -' }),
  /** Upper snake case, so it reads like the built-in types in results and placeholders. */
  type: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, { message: 'must be upper case letters, digits and _ (like EMPLOYEE_ID)' }),
  categories: z
    .array(z.enum(CATEGORIES))
    .min(1)
    .refine((items) => new Set(items).size === items.length, { message: 'must not repeat a value' }),
  label: z.string().trim().min(1).max(100).optional(),
  pattern: z.string().min(1).max(1000),
  keywords: z
    .array(z.string().trim().max(100).regex(/^[A-Za-z0-9]/, { message: 'must begin with a letter or digit' }))
    .min(1)
    .max(50)
    .optional(),
  window: z.number().int().min(0).max(MAX_KEYWORD_WINDOW).optional(),
  validator: z.enum(VALIDATOR_NAMES).optional(),
  confidence: z.number().min(0).max(1).optional(),
});

export type CustomDetectorConfig = z.output<typeof customDetectorSchema>;
