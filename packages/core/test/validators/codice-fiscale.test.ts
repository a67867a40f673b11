import { describe, expect, it } from 'vitest';
import { isValidCodiceFiscale } from '../../src/validators/codice-fiscale.js';

describe('isValidCodiceFiscale', () => {
  it.each([
    ['RSSMRA85T10A562S', 'plain'],
    ['MRTMTT25D09F205Z', 'plain'],
    ['RSSMRA85T10A56NH', 'omocodia in the place code'],
    ['RSSMRA85T1LA562V', 'omocodia in the day'],
    ['rssmra85t10a562s', 'lower case'],
  ])('accepts %s (%s)', (value) => expect(isValidCodiceFiscale(value)).toBe(true));

  it.each([
    ['RSSMRA85T10A562T', 'wrong check letter'],
    ['RSSMRA85T10A56NS', 'omocodia letter but check of the plain code'],
    ['RSSMRA85Z10A562S', 'Z is no month letter'],
    ['RSSMRA85T35A562S', 'day 35'],
    ['RSSMRA85T10A562', 'fifteen characters'],
  ])('rejects %s (%s)', (value) => expect(isValidCodiceFiscale(value)).toBe(false));
});
