import { describe, expect, it } from 'vitest';
import { ibanCountryIsEea, ibanVerdict } from '../../src/validators/iban.js';

describe('ibanVerdict', () => {
  it.each([
    'DE89370400440532013000',
    'DE89 3704 0044 0532 0130 00',
    'GB29NWBK60161331926819',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
    'BE68539007547034',
    'NO9386011117947',
    'CH9300762011623852957',
    'MT84MALT011000012345MTLCAST001S',
    'SA0380000000608010167519',
  ])('confirms %s', (value) => expect(ibanVerdict(value)).toBe('confirm'));

  it.each([
    ['DE89370400440532013001', 'mod-97 fails'],
    ['GB29NWBK60161331926818', 'mod-97 fails'],
    ['DE88370400440532013000', 'wrong check digits'],
    ['DE8937040044053201300', 'one short for Germany'],
    ['DE893704004405320130000', 'one long for Germany'],
    ['US89370400440532013000', 'no IBAN country'],
    ['de89370400440532013000', 'lower case'],
  ])('rejects %s (%s)', (value) => expect(ibanVerdict(value)).toBe('reject'));
});

describe('ibanCountryIsEea', () => {
  it.each([
    ['DE89370400440532013000', true],
    ['NO9386011117947', true],
    ['GB29NWBK60161331926819', false],
    ['CH9300762011623852957', false],
  ])('%s -> %s', (value, expected) => expect(ibanCountryIsEea(value)).toBe(expected));
});
