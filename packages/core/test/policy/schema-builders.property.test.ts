import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import {
  ACTIONS,
  CATEGORIES,
  CONDITIONS,
  DATA_TYPES,
  DESTINATIONS,
  LIKELIHOODS,
  MASKING_STYLES,
  NAMED_VALIDATORS,
  policySchemas,
  type SchemaBuilder,
} from '@preflight/core';
import { coreSchemas } from '../../src/policy/schemas.js';

/**
 * Core parses policies with the schemas built from zod/mini's functions; the service documents and
 * validates request bodies with the same schemas built from zod's own. Both must judge every
 * document alike, or the API would accept what core refuses (or the reverse).
 */
const withZod = policySchemas(zod as unknown as SchemaBuilder).policyInputSchema;
const withZodMini = coreSchemas().policyInputSchema;

/** Documents of valid values only (`noisy` false), or with wrong types, values and fields mixed in. */
function policyOf(noisy: boolean) {
  const maybe = <T>(arb: fc.Arbitrary<T>) => (noisy ? fc.oneof(arb, fc.constant(null), fc.integer(), fc.string({ maxLength: 4 })) : arb);
  const oneOf = (values: readonly string[]) => (noisy ? fc.oneof(fc.constantFrom(...values), fc.constantFrom('NOPE', 'pii', '')) : fc.constantFrom(...values));
  const good = <T>(valid: T[], invalid: T[]) => fc.constantFrom(...valid, ...(noisy ? invalid : []));
  const extra = noisy ? { extra: fc.anything() } : {};

  const rule = fc.record(
    {
      id: maybe(good(['r1', 'a.b:c'], ['bad id', '-x'])),
      name: maybe(good(['Mask PII', '  padded  '], ['', ' '])),
      description: maybe(fc.string({ maxLength: 20 })),
      enabled: maybe(fc.boolean()),
      dataTypes: maybe(fc.array(oneOf(DATA_TYPES), { minLength: noisy ? 0 : 1, maxLength: 3 })),
      destinations: maybe(fc.array(oneOf(DESTINATIONS), { minLength: noisy ? 0 : 1, maxLength: 3 })),
      action: maybe(oneOf(ACTIONS)),
      conditions: maybe(fc.array(oneOf(CONDITIONS), { maxLength: 2 })),
      ...extra,
    },
    { requiredKeys: noisy ? [] : ['name', 'dataTypes', 'destinations', 'action'] },
  );

  const customDetector = fc.record(
    {
      id: maybe(good(['emp', 'emp-2'], ['x y', '_x'])),
      type: maybe(good(['EMPLOYEE_ID', 'A1'], ['emp'])),
      categories: maybe(fc.array(oneOf(CATEGORIES), { minLength: noisy ? 0 : 1, maxLength: 3 })),
      label: maybe(good(['Employee', ' Badge '], [' ', ''])),
      pattern: maybe(good(['EMP-[0-9]{6}'], [''])),
      keywords: maybe(fc.array(good(['badge', ' staff'], ['#id', '']), { minLength: noisy ? 0 : 1, maxLength: 3 })),
      window: maybe(noisy ? fc.oneof(fc.integer({ min: -5, max: 400 }), fc.double({ min: 0, max: 10, noNaN: true })) : fc.integer({ min: 0, max: 100 })),
      validator: maybe(oneOf(Object.keys(NAMED_VALIDATORS))),
      confidence: maybe(fc.double({ min: noisy ? -0.5 : 0, max: noisy ? 1.5 : 1, noNaN: true })),
      ...extra,
    },
    { requiredKeys: noisy ? [] : ['id', 'type', 'categories', 'pattern'] },
  );

  return fc.record(
    {
      name: maybe(good(['Default', ' trimmed '], [''])),
      description: maybe(fc.string({ maxLength: 20 })),
      version: maybe(good(['1.0', ''], [])),
      tags: maybe(fc.array(good(['eu', 'prod '], [' ']), { maxLength: 3 })),
      masking: maybe(fc.record({ style: maybe(oneOf(MASKING_STYLES)) }, { requiredKeys: [] })),
      minConfidence: maybe(fc.double({ min: noisy ? -0.5 : 0, max: noisy ? 1.5 : 1, noNaN: true })),
      minLikelihood: maybe(oneOf(LIKELIHOODS)),
      allowList: maybe(fc.record({ values: maybe(fc.array(good(['a@example.com'], ['']))), patterns: maybe(fc.array(good(['x+'], ['']))) }, { requiredKeys: [] })),
      customDetectors: maybe(fc.array(customDetector, { maxLength: 3 })),
      rules: maybe(fc.array(rule, { maxLength: 3 })),
      ...extra,
    },
    { requiredKeys: noisy ? [] : ['name'] },
  );
}

const verdict = (result: { success: boolean; data?: unknown; error?: { issues: { code: string; path: PropertyKey[] }[] } }) =>
  result.success ? { data: result.data } : { issues: result.error?.issues.map(({ code, path }) => ({ code, path })) };

describe('the policy schemas built with zod and with zod/mini', () => {
  it('accept the same documents with the same result, and refuse the rest with the same issues', () => {
    fc.assert(
      fc.property(fc.oneof(policyOf(false), policyOf(true)), (document) => {
        expect(verdict(withZod.safeParse(document))).toEqual(verdict(withZodMini.safeParse(document)));
      }),
      { numRuns: 500 },
    );
  });
});
