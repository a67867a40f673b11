import { BUILTIN_DETECTORS, NAMED_VALIDATORS, detectorTypes } from '@preflight/core';
import { expect, test } from 'vitest';

test('detectorTypes lists each built-in type once, with its categories and label', () => {
  const types = detectorTypes();
  expect(new Set(types.map((t) => t.type)).size).toBe(types.length);
  expect(new Set(types.map((t) => t.type))).toEqual(new Set(BUILTIN_DETECTORS.map((d) => d.type)));
  expect(types.find((t) => t.type === 'EMAIL')).toEqual({ type: 'EMAIL', categories: ['PII'], label: { one: 'email address', other: 'email addresses' } });
});

test('named validators answer with verdicts', () => {
  expect(NAMED_VALIDATORS.luhn('4539 1488 0343 6467')).toBe('confirm');
  expect(NAMED_VALIDATORS.luhn('4539 1488 0343 6468')).toBe('reject');
  expect(NAMED_VALIDATORS.iban('DE89 3704 0044 0532 0130 00')).toBe('confirm');
});

test('detector ids follow one scheme: lower-case words and digits joined by hyphens', () => {
  for (const { id } of BUILTIN_DETECTORS) expect(id, id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
});
