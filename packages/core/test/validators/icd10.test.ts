import { describe, expect, it } from 'vitest';
import { isPlausibleIcd10Code } from '../../src/validators/icd10.js';

describe('isPlausibleIcd10Code', () => {
  it.each(['E11.9', 'E119', 'I10', 'J45.909', 'S52.521A', 'T36.0X1A', 'F32.A', 'U07.1', 'U09.9', 'z00.00'])(
    'accepts %s',
    (value) => expect(isPlausibleIcd10Code(value)).toBe(true),
  );

  it.each([
    ['U99.9', 'unassigned U category'],
    ['U00', 'unassigned U category'],
    ['E1', 'one digit'],
    ['E11.12345', 'five characters after the dot'],
    ['11E.9', 'starts with a digit'],
    ['E11.', 'dot with nothing after it'],
    ['E11A', 'letter fourth without a dot'],
  ])('rejects %s (%s)', (value) => expect(isPlausibleIcd10Code(value)).toBe(false));
});
