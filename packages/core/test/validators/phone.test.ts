import { describe, expect, it } from 'vitest';
import { internationalPhoneVerdict, nanpPhoneVerdict, phoneIsEea } from '../../src/validators/phone.js';

describe('nanpPhoneVerdict', () => {
  it.each(['(555) 123-4567', '555-123-4567', '555.123.4567', '+1 555 123 4567', '1-800-555-0199', '+1 (212) 555-0100', '+14155550123', '(206)555-0111'])(
    'has no objection to %s',
    (value) => expect(nanpPhoneVerdict(value)).toBe('none'),
  );

  it.each([
    ['(155) 123-4567', 'area code starts with 1'],
    ['(055) 123-4567', 'area code starts with 0'],
    ['(911) 234-5678', 'N11 area code'],
    ['212-911-5678', 'N11 exchange'],
    ['555-123.4567', 'separators disagree'],
    ['4155550123', 'ten bare digits without +1'],
  ])('rejects %s (%s)', (value) => expect(nanpPhoneVerdict(value)).toBe('reject'));
});

describe('internationalPhoneVerdict', () => {
  it.each(['+44 20 7946 0958', '+49 30 123456', '+33 1 99 00 12 34', '+44 (0)20 7946 0018', '+39 06 6988 1234', '+491511234567', '+353 1 555 0199'])(
    'has no objection to %s',
    (value) => expect(internationalPhoneVerdict(value)).toBe('none'),
  );

  it.each([
    ['+1 555 123 4567', 'North American numbers have their own detector'],
    ['+999 1234 5678', 'unassigned calling code'],
    ['+49 30', 'too short'],
    ['+44 20 7946 0958 1234', 'more than 15 digits'],
    ['44 20 7946 0958', 'no plus sign'],
  ])('rejects %s (%s)', (value) => expect(internationalPhoneVerdict(value)).toBe('reject'));
});

describe('phoneIsEea', () => {
  it.each([
    ['+49 30 123456', true],
    ['+353 1 555 0199', true],
    ['+47 22 12 34 56', true],
    ['+44 20 7946 0958', false],
    ['+41 44 668 1800', false],
    ['555-123-4567', false],
  ])('%s -> %s', (value, expected) => expect(phoneIsEea(value)).toBe(expected));
});
