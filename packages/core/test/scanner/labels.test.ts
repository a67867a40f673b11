import { CONFIDENCE, type Detector, type Finding } from '@preflight/core';
import { describe, expect, test } from 'vitest';
import { compileScanner } from '../../src/scanner/scanner.js';

const base = {
  categories: ['PII'],
  label: { one: 'test value', other: 'test values' },
  description: 'scanner test record',
  truePositives: [],
  falsePositives: [],
} as const satisfies Partial<Detector>;

/** Six digits found anywhere, confirmed when the last digit is even, rejected when it is odd. */
const providerRecord: Detector = {
  ...base,
  id: 'test.provider',
  type: 'TEST_PROVIDER',
  anchor: { kind: 'digits' },
  pattern: '\\d{6}',
  maxLength: 6,
  validate: (value) => (Number(value.at(-1)) % 2 === 0 ? 'confirm' : 'reject'),
  context: { words: ['provider'], window: 30, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
};

/** Six digits near the word "record" only; listed first, so it would win every tie by order. */
const recordRecord: Detector = {
  ...base,
  id: 'test.record',
  type: 'TEST_RECORD',
  anchor: { kind: 'context' },
  pattern: '\\d{6}',
  maxLength: 6,
  context: { words: ['record'], window: 40, required: true },
  confidence: { base: CONFIDENCE.MEDIUM },
};

/** A password inside a `sec://user:password@` URL; the finding covers the password only. */
const urlRecord: Detector = {
  ...base,
  id: 'test.url',
  type: 'TEST_PASSWORD',
  anchor: { kind: 'prefix', literals: ['sec://'] },
  pattern: 'sec://[a-z]{1,8}:(?<password>[A-Za-z0-9]{4,16})@[a-z.]{1,32}',
  reportGroup: 'password',
  maxLength: 64,
  confidence: { base: CONFIDENCE.HIGH },
};

const scanner = compileScanner({}, 1 << 20, [recordRecord, providerRecord, urlRecord]);
const spans = (findings: readonly Finding[]) => findings.map((f) => [f.type, f.start, f.end]);

describe('a value right after its own context word', () => {
  test('wins a tie of confidence against another reading of the same characters', () => {
    const text = 'record 111112, provider 222222';
    expect(spans(scanner.scan(text))).toEqual([
      ['TEST_RECORD', 7, 13],
      ['TEST_PROVIDER', 24, 30],
    ]);
  });

  test('hides other readings even when its own validator rejects it, and is not reported', () => {
    expect(spans(scanner.scan('record pending, provider 222223'))).toEqual([]);
  });

  test('a rejected value with its word further away hides nothing', () => {
    expect(spans(scanner.scan('provider of record 222223'))).toEqual([['TEST_RECORD', 19, 25]]);
  });

  test('a line break between word and value is no label', () => {
    expect(spans(scanner.scan('provider\n222223 record'))).toEqual([['TEST_RECORD', 9, 15]]);
  });
});

describe('context binds within a line', () => {
  test('a word on the line above does not count', () => {
    expect(spans(scanner.scan('record: withheld\n123457'))).toEqual([]);
  });

  test('a word ending the line above counts for a value that begins its line', () => {
    expect(spans(scanner.scan('record:\n  123457'))).toEqual([['TEST_RECORD', 10, 16]]);
    expect(spans(scanner.scan('record\n\n123457'))).toEqual([['TEST_RECORD', 8, 14]]);
    expect(spans(scanner.scan('record: x\n123457'))).toEqual([]);
  });

  test('a word before or after the value on its own line counts', () => {
    expect(spans(scanner.scan('x\nrecord: 123457\n'))).toEqual([['TEST_RECORD', 10, 16]]);
    expect(spans(scanner.scan('123457 (record)\nnext'))).toEqual([['TEST_RECORD', 0, 6]]);
  });
});

describe('reportGroup', () => {
  test('the finding covers the named group, the rest of the match only locates it', () => {
    const text = 'url sec://app:Secr3tFAKE9@db.example ok';
    const [finding] = scanner.scan(text);
    expect(text.slice(finding.start, finding.end)).toBe('Secr3tFAKE9');
  });

  test('a record naming a group its pattern lacks is refused when compiled', () => {
    expect(() => compileScanner({}, 1 << 20, [{ ...urlRecord, reportGroup: 'secret' }])).toThrow(SyntaxError);
  });
});
