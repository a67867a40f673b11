import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createChecker, DESTINATIONS, MASKING_STYLES, unmask, type Category } from '@preflight/core';
import { emailArb } from '../masking/text-arbitraries.js';
import { defaultWith } from './policies.js';

const pieceArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('please', 'check', 'the', 'file', 'for', ',', '.', '\n', '[EMAIL_1]', 'token:', 'tax id') },
  { weight: 2, arbitrary: emailArb },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 9999 }).map((n) => `FAKETOKEN_${String(n).padStart(4, '0')}`) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 999_999 }).map((n) => `FAKEEU-${String(n).padStart(6, '0')}`) },
);
const textArb = fc.array(pieceArb, { maxLength: 30 }).map((pieces) => pieces.join(' '));
const requestArb = fc.record({
  destination: fc.constantFrom(...DESTINATIONS),
  context: fc.record({ destination_region: fc.constantFrom('EU', 'us-east-1', 'fr'), scc_verified: fc.boolean() }, { requiredKeys: [] }),
});

const checkers = MASKING_STYLES.map((style) => createChecker({ policy: defaultWith({ masking: { style } }), maskingKey: 'fake-property-key' }));

describe('checkText properties', () => {
  it('masked content holds no masked value (every value when blocked), and rescanning it finds none of the masked categories', () => {
    fc.assert(
      fc.property(textArb, requestArb, fc.constantFrom(...checkers), (text, request, checker) => {
        const result = checker.check(text, request);
        const blocked = result.decision === 'BLOCKED';
        const maskedFindings = result.findings.filter((finding) => blocked || finding.action === 'MASK');
        for (const finding of maskedFindings) expect(result.masked_content).not.toContain(text.slice(finding.start, finding.end));
        // What is sent (not blocked) rescans clean; a blocked result's hash tokens of secrets
        // (`[FAKE_TOKEN:3f9a0c12ab45]`) read as a key assigned a value, which is not sent anyway.
        if (!blocked) {
          const maskedCategories = new Set<Category>(maskedFindings.flatMap((finding) => finding.categories));
          const rescanned = checker.check(result.masked_content, request).findings;
          expect(rescanned.filter((finding) => finding.categories.some((c) => maskedCategories.has(c)))).toEqual([]);
        }
        expect(result.decision === 'ALLOWED_WITH_MASKING').toBe(!blocked && maskedFindings.length > 0);
      }),
      { numRuns: 300 },
    );
  });

  it('the vault restores the original from the masked content', () => {
    fc.assert(
      fc.property(textArb, requestArb, fc.constantFrom(checkers[0], checkers[3]), (text, request, checker) => {
        const result = checker.check(text, request);
        expect(unmask(result.masked_content, result.vault)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
