import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mask, MASKING_STYLES, scan, unmask, type Finding } from '@preflight/core';
import { makeFinding } from '../policy/make-finding.js';
import { proseWithEmailsArb } from './text-arbitraries.js';

const KEY = 'fake-property-key';
const styleArb = fc.constantFrom(...MASKING_STYLES);
const emails = (text: string) => scan(text).filter((finding) => finding.type === 'EMAIL');

/** Any text, with brackets and placeholder fragments over-represented, and spans within it. */
const textWithSpansArb = fc
  .array(fc.constantFrom('[EMAIL_1]', '[EMAIL_2]', '[PHONE_1]', 'a', 'bc', ' ', '[', ']', '_1', 'EMAIL', ':', 'é', '\n', '😀'), { maxLength: 25 })
  .map((pieces) => pieces.join(''))
  .chain((text) =>
    fc.tuple(
      fc.constant(text),
      fc.array(
        fc.tuple(fc.nat({ max: Math.max(0, text.length - 1) }), fc.integer({ min: 1, max: 12 }), fc.constantFrom('EMAIL', 'PHONE')),
        { maxLength: text.length === 0 ? 0 : 6 },
      ),
    ),
  )
  .map(([text, spans]) => ({
    text,
    findings: spans.map(([start, length, type]): Finding => makeFinding(type, ['PII'], start, Math.min(text.length, start + length))),
  }));

describe('masking properties', () => {
  it('unmask(mask(x)) === x for the restorable styles, whatever the text already contains', () => {
    fc.assert(
      fc.property(textWithSpansArb, fc.constantFrom('placeholder' as const, 'hash' as const), ({ text, findings }, style) => {
        const masked = mask(text, findings, { style, key: KEY });
        expect(unmask(masked.text, masked.vault)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('restores the two halves of an emoji masked apart with the hash style (a case the property found)', () => {
    const text = '😀';
    const findings = [makeFinding('PHONE', ['PII'], 1, 2), makeFinding('PHONE', ['PII'], 0, 1)];
    const masked = mask(text, findings, { style: 'hash', key: KEY });
    expect(unmask(masked.text, masked.vault)).toBe(text);
  });

  it('masked output holds no masked value and nothing that still scans as an email', () => {
    fc.assert(
      fc.property(proseWithEmailsArb, styleArb, (text, style) => {
        const found = emails(text);
        const masked = mask(text, found, { style, key: KEY });
        for (const finding of found) expect(masked.text).not.toContain(text.slice(finding.start, finding.end));
        expect(emails(masked.text)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('restores real scans for the restorable styles', () => {
    fc.assert(
      fc.property(proseWithEmailsArb, fc.constantFrom('placeholder' as const, 'hash' as const), (text, style) => {
        const masked = mask(text, emails(text), { style, key: KEY });
        expect(unmask(masked.text, masked.vault)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
