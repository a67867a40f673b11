import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { BUILTIN_DETECTORS } from '../../src/detectors/registry.js';
import type { CustomDetectorSpec } from '../../src/scanner/options.js';
import { buildPlan } from '../../src/scanner/compile/plan.js';
import { ScanWorkspace } from '../../src/scanner/scan-workspace.js';
import { compileScanner } from '../../src/scanner/scanner.js';
import type { Verdict } from '../../src/types.js';

/** Small chunks, so a text of a few hundred characters crosses several and the workspace carries state between them. */
const CHUNK = 256;

/** Pieces whose findings depend on state a scan keeps: repeated shapes, context words, column headers, claimed spans. */
const piece = fc.constantFrom(
  'jane.roe@example.com',
  'host 2001:db8::8a2e:370:7334',
  '2026-03-05T12:34:56.789Z INFO',
  '12:34:56.789',
  'client 203.0.113.42',
  'card 4111 1111 1111 1111',
  '536-22-8147',
  'ssn 536228147',
  'routing 021000021',
  'DE89 3704 0044 0532 0130 00',
  'AKIAQ3FAKEKEY7EXMPL2',
  'name,iban,bic\nAnn,DE89370400440532013000,ESYENLLL\nBo,GB29NWBK60161331926819,NWBKGB2L\n',
  'version 1.2.3.4',
  'a:',
  '1.',
  '\n',
  'plain words in between ',
);
const text = fc
  .array(fc.tuple(piece, fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 16 })
  .map((parts) => parts.map(([unit, times]) => unit.repeat(times)).join(' '));

describe('a scanner scanning one text after another', () => {
  test('finds in each what a scanner new to it finds', () => {
    const scanner = compileScanner({}, CHUNK);
    fc.assert(
      fc.property(fc.array(text, { minLength: 2, maxLength: 3 }), (texts) => {
        for (const sample of texts) expect(scanner.scan(sample)).toEqual(compileScanner({}, CHUNK).scan(sample));
      }),
      { numRuns: 40 },
    );
  });
});

describe('a scan nested in another on the same scanner', () => {
  const ticket = (validator: (value: string) => Verdict): CustomDetectorSpec => ({
    id: 'acme.ticket',
    type: 'TICKET',
    categories: ['PII'],
    pattern: 'TCK-[0-9]{4}',
    keywords: ['ticket'],
    window: 24,
    validator,
  });
  const outer = Array.from({ length: 8 }, (_, k) => `ticket TCK-${1000 + k} for jane.roe@example.com from 203.0.113.${k + 1}; plain words ticket TCK-${2000 + k}\n`).join('');
  const other = 'name,iban\nAnn,DE89370400440532013000\n2026-03-05T12:34:56.789Z host 2001:db8::1 card 4111 1111 1111 1111';

  test("leaves the outer scan's findings as a validator that does not scan would", () => {
    const plain = compileScanner({ customDetectors: [ticket(() => 'confirm')] }, CHUNK);
    const nested: number[] = [];
    const nesting = compileScanner(
      {
        customDetectors: [
          ticket(() => {
            nested.push(nesting.scan(other).length);
            return 'confirm';
          }),
        ],
      },
      CHUNK,
    );
    const expected = plain.scan(outer);
    expect(expected.filter((finding) => finding.type === 'TICKET')).toHaveLength(16);
    expect(nesting.scan(outer)).toEqual(expected);
    expect(nested.length).toBeGreaterThanOrEqual(16);
    expect(new Set(nested)).toEqual(new Set([plain.scan(other).length]));
  });

  test('a validator that throws ends the scan with its error and leaves the workspace free for the next scan', () => {
    const plain = compileScanner({ customDetectors: [ticket(() => 'confirm')] }, CHUNK);
    const failing = compileScanner(
      {
        customDetectors: [
          ticket((value) => {
            if (value === 'TCK-6666') throw new Error('validator failed');
            return 'confirm';
          }),
        ],
      },
      CHUNK,
    );
    expect(() => failing.scan(`${outer}ticket TCK-6666`)).toThrow('validator failed');
    const claim = vi.spyOn(ScanWorkspace.prototype, 'claim');
    try {
      expect(failing.scan(outer)).toEqual(plain.scan(outer));
      expect(claim.mock.results.map((result) => result.value)).toEqual([true, true]);
    } finally {
      claim.mockRestore();
    }
  });
});

describe('a scan workspace', () => {
  test('is held by one scan at a time', () => {
    const workspace = new ScanWorkspace(buildPlan({}, BUILTIN_DETECTORS));
    expect(workspace.claim()).toBe(true);
    expect(workspace.claim()).toBe(false);
    workspace.release();
    expect(workspace.claim()).toBe(true);
  });
});
