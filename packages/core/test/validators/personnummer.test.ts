import { describe, expect, it } from 'vitest';
import { isValidPersonnummer } from '../../src/validators/personnummer.js';

describe('isValidPersonnummer', () => {
  it.each([
    ['811228-9874', 'short form'],
    ['670919-9530', 'short form'],
    ['811228+9874', 'aged 100 or more'],
    ['198112289874', 'long form'],
    ['19811228-9874', 'long form with hyphen'],
    ['701063-2391', 'coordination number, day + 60'],
  ])('accepts %s (%s)', (value) => expect(isValidPersonnummer(value)).toBe(true));

  it.each([
    ['811228-9875', 'wrong check digit'],
    ['670919-9531', 'wrong check digit'],
    ['811328-9873', 'month 13'],
    ['810231-9870', '31 February'],
    ['811228-987', 'three final digits'],
  ])('rejects %s (%s)', (value) => expect(isValidPersonnummer(value)).toBe(false));
});
