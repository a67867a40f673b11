import { CONFIDENCE, type Detector } from '@preflight/core';

/** Small detector records, one per anchor kind, so scanner tests do not depend on the built-in set. */
const base = {
  categories: ['PII'],
  label: { one: 'test value', other: 'test values' },
  description: 'scanner test record',
  truePositives: [],
  falsePositives: [],
} as const satisfies Partial<Detector>;

export const prefixRecord: Detector = {
  ...base,
  id: 'test.prefix',
  type: 'TEST_KEY',
  categories: ['API_SECRETS'],
  anchor: { kind: 'prefix', literals: ['tkey_'] },
  pattern: 'tkey_[A-Z0-9]{8}',
  maxLength: 13,
  confidence: { base: CONFIDENCE.HIGH },
};

export const shortDigitsRecord: Detector = {
  ...base,
  id: 'test.digits.short',
  type: 'TEST_SHORT',
  anchor: { kind: 'digits' },
  pattern: '\\d{3}-\\d{3}',
  maxLength: 7,
  context: { words: ['code', 'pin code'], window: 10, required: false },
  confidence: { base: CONFIDENCE.MEDIUM },
};

export const longDigitsRecord: Detector = {
  ...base,
  id: 'test.digits.long',
  type: 'TEST_LONG',
  anchor: { kind: 'digits', lead: '#' },
  pattern: '#?\\d{3}-\\d{3}-\\d{3}',
  maxLength: 12,
  validate: (value) => (value.endsWith('000') ? 'reject' : value.endsWith('999') ? 'confirm' : 'none'),
  confidence: { base: CONFIDENCE.MEDIUM },
};

export const requiredContextRecord: Detector = {
  ...base,
  id: 'test.context',
  type: 'TEST_REF',
  anchor: { kind: 'context' },
  pattern: '[A-Z]{2}\\d{4}',
  maxLength: 6,
  context: { words: ['ref'], window: 12, required: true },
  confidence: { base: CONFIDENCE.LOW },
};

export const charRecord: Detector = {
  ...base,
  id: 'test.char',
  type: 'TEST_TAG',
  anchor: { kind: 'char', char: '#', back: 6 },
  pattern: '[a-z]{1,6}#[0-9]{2}',
  maxLength: 9,
  excludeAfter: { words: ['channel'], window: 10 },
  confidence: { base: CONFIDENCE.HIGH },
};

export const TEST_RECORDS: readonly Detector[] = [prefixRecord, shortDigitsRecord, longDigitsRecord, requiredContextRecord, charRecord];
