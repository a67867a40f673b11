import { CONFIDENCE, CONTEXT_BOOST, ScanOptionsError, createScanner, scan } from '@preflight/core';
import { describe, expect, test } from 'vitest';

const spans = (text: string, findings: ReturnType<typeof scan>) => findings.map((f) => [f.type, text.slice(f.start, f.end)]);

describe('allow-list', () => {
  const text = 'Write to support@example.com or jane@example.org; ops-1@example.net too.';

  test('an exactly listed value is not reported', () => {
    const findings = scan(text, { allowList: { values: ['support@example.com'] } });
    expect(spans(text, findings)).toEqual([['EMAIL', 'jane@example.org'], ['EMAIL', 'ops-1@example.net']]);
  });

  test('a value fully matching an allow pattern is not reported; a partial match does not count', () => {
    const findings = scan(text, { allowList: { patterns: ['[a-z]+@example\\.(?:com|org)', 'ops'] } });
    expect(spans(text, findings)).toEqual([['EMAIL', 'ops-1@example.net']]);
  });

  test('an allow pattern RE2 cannot compile is an INVALID_PATTERN error from createScanner', () => {
    const error = (() => {
      try {
        createScanner({ allowList: { patterns: ['(unclosed'] } });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ScanOptionsError);
    expect(error).toMatchObject({ code: 'INVALID_PATTERN' });
  });
});

describe('custom detectors', () => {
  const employeeId = { id: 'acme.employee', type: 'EMPLOYEE_ID', categories: ['PII'] as const, pattern: 'EMP-[0-9]{6}' };

  test('a pattern without keywords is searched everywhere, at MEDIUM confidence by default', () => {
    const findings = scan('badge EMP-123456 and EMP-654321.', { customDetectors: [employeeId] });
    expect(findings.map((f) => [f.type, f.start, f.end, f.confidence, f.detector])).toEqual([
      ['EMPLOYEE_ID', 6, 16, CONFIDENCE.MEDIUM, 'acme.employee'],
      ['EMPLOYEE_ID', 21, 31, CONFIDENCE.MEDIUM, 'acme.employee'],
    ]);
  });

  test('keywords are required nearby and raise confidence; the window bounds the search', () => {
    const withKeywords = { ...employeeId, keywords: ['Badge'], window: 10, confidence: 0.5 };
    const text = 'badge: EMP-123456, and far far far away EMP-654321';
    const findings = scan(text, { customDetectors: [withKeywords] });
    expect(findings.map((f) => [f.start, f.confidence, f.explanation.contextWord])).toEqual([[7, 0.5 + CONTEXT_BOOST, 'badge']]);
  });

  test('a named validator confirms or rejects', () => {
    const account = { id: 'acme.account', type: 'ACCOUNT', categories: ['FINANCIAL'] as const, pattern: '[0-9]{4} [0-9]{4} [0-9]{4} [0-9]{4}', validator: 'luhn' as const };
    const text = 'ok 4539 1488 0343 6467 bad 4539 1488 0343 6468';
    const findings = scan(text, { customDetectors: [account], types: ['ACCOUNT'] });
    expect(findings.map((f) => [f.start, f.confidence, f.explanation.validator])).toEqual([[3, CONFIDENCE.CONFIRMED, 'confirm']]);
  });

  test('a function validator is called with the matched value', () => {
    const seen: string[] = [];
    const spec = {
      ...employeeId,
      validator: (value: string) => {
        seen.push(value);
        return value.endsWith('0') ? ('reject' as const) : ('none' as const);
      },
    };
    const findings = scan('EMP-111111 EMP-222220', { customDetectors: [spec] });
    expect(seen).toEqual(['EMP-111111', 'EMP-222220']);
    expect(findings.map((f) => f.start)).toEqual([0]);
  });

  test('custom matches report UTF-16 offsets after emoji and lone surrogates', () => {
    const text = '😀\ud800 EMP-123456';
    const [finding] = scan(text, { customDetectors: [employeeId] });
    expect(text.slice(finding.start, finding.end)).toBe('EMP-123456');
  });

  test('an invalid pattern is an INVALID_PATTERN error naming the detector id, thrown by createScanner', () => {
    const bad = { ...employeeId, id: 'acme.broken', pattern: 'EMP-(?=lookahead)' };
    expect(() => createScanner({ customDetectors: [bad] })).toThrow(ScanOptionsError);
    expect(() => createScanner({ customDetectors: [bad] })).toThrow(/acme\.broken/);
    try {
      createScanner({ customDetectors: [bad] });
    } catch (error) {
      expect((error as ScanOptionsError).code).toBe('INVALID_PATTERN');
      expect((error as Error).cause).toBeInstanceOf(SyntaxError);
    }
  });

  test('malformed options are INVALID_OPTION or UNKNOWN_VALIDATOR errors', () => {
    const code = (options: unknown) => {
      try {
        createScanner(options as never);
        return 'none';
      } catch (error) {
        return (error as ScanOptionsError).code;
      }
    };
    expect(code({ minConfidence: 2 })).toBe('INVALID_OPTION');
    expect(code({ customDetectors: [{ ...employeeId, categories: ['NOPE'] }] })).toBe('INVALID_OPTION');
    expect(code({ customDetectors: [employeeId, employeeId] })).toBe('INVALID_OPTION');
    expect(code({ customDetectors: [{ ...employeeId, window: -1 }] })).toBe('INVALID_OPTION');
    expect(code({ customDetectors: [{ ...employeeId, validator: 'nope' }] })).toBe('UNKNOWN_VALIDATOR');
  });
});
