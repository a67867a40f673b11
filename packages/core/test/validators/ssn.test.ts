import { describe, expect, it } from 'vitest';
import { itinVerdict, ssnVerdict } from '../../src/validators/ssn.js';

describe('ssnVerdict', () => {
  it.each(['123-45-6789', '001-01-0001', '899-99-9999', '665-12-3456', '123456789', '123 45 6789'])(
    'has no objection to %s',
    (value) => expect(ssnVerdict(value)).toBe('none'),
  );

  it.each([
    ['000-12-3456', 'area 000'],
    ['666-12-3456', 'area 666'],
    ['900-12-3456', 'area 9xx'],
    ['123-00-4567', 'group 00'],
    ['123-45-0000', 'serial 0000'],
    ['12-345-6789', 'wrong grouping'],
  ])('rejects %s (%s)', (value) => expect(ssnVerdict(value)).toBe('reject'));
});

describe('itinVerdict', () => {
  it.each(['900-50-0000', '912-65-1234', '912-70-1234', '912-88-1234', '912-90-1234', '912-92-1234', '999-94-1234', '999-99-9999'])(
    'has no objection to %s',
    (value) => expect(itinVerdict(value)).toBe('none'),
  );

  it.each([
    ['912-49-1234', 'group below 50'],
    ['912-66-1234', 'group 66'],
    ['912-69-1234', 'group 69'],
    ['912-89-1234', 'group 89'],
    ['912-93-1234', 'group 93'],
    ['812-70-1234', 'area below 900'],
  ])('rejects %s (%s)', (value) => expect(itinVerdict(value)).toBe('reject'));
});
