import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidAbn } from '../../src/validators/australia-abn.js';
import { isValidMedicareCard } from '../../src/validators/australia-medicare.js';
import { isValidTfn } from '../../src/validators/australia-tfn.js';
import { isPlausibleAccountNumber } from '../../src/validators/bank-account.js';
import { isValidCnpj } from '../../src/validators/brazil-cnpj.js';
import { isPanShape } from '../../src/validators/india-pan.js';
import { isValidTeudatZehut } from '../../src/validators/israel-id.js';
import { isValidMyNumber } from '../../src/validators/japan-my-number.js';
import { isValidLei } from '../../src/validators/lei.js';
import { isMbiShape } from '../../src/validators/medicare-mbi.js';
import { isValidRfc } from '../../src/validators/mexico-rfc.js';
import { isPlausibleDriversLicense } from '../../src/validators/us-drivers-license.js';
import { isIssuableEin } from '../../src/validators/us-ein.js';
import {
  arbitraryFrom,
  brokenAbn, brokenCnpj, brokenLei, brokenMedicare, brokenMyNumber, brokenPan, brokenRfc, brokenTeudatZehut, brokenTfn,
  validAbn, validCnpj, validLei, validMedicare, validMyNumber, validPan, validRfc, validTeudatZehut, validTfn,
  type Generate,
} from '../generators/index.js';

// The generators compute each check on their own, so agreement over many values cross-checks both.
describe.each([
  ['isValidCnpj', isValidCnpj, validCnpj, brokenCnpj],
  ['isValidAbn', isValidAbn, validAbn, brokenAbn],
  ['isValidTfn', isValidTfn, validTfn, brokenTfn],
  ['isValidMedicareCard', isValidMedicareCard, validMedicare, brokenMedicare],
  ['isPanShape', isPanShape, validPan, brokenPan],
  ['isValidMyNumber', isValidMyNumber, validMyNumber, brokenMyNumber],
  ['isValidTeudatZehut', isValidTeudatZehut, validTeudatZehut, brokenTeudatZehut],
  ['isValidRfc', isValidRfc, validRfc, brokenRfc],
  ['isValidLei', isValidLei, validLei, brokenLei],
] as Array<[string, (v: string) => boolean, Generate, Generate]>)('%s', (_name, validate, valid, broken) => {
  it('accepts what the generator computes', () => {
    fc.assert(fc.property(arbitraryFrom(valid), (value) => {
      expect(validate(value)).toBe(true);
    }), { numRuns: 300 });
  });
  it('rejects a changed check', () => {
    fc.assert(fc.property(arbitraryFrom(broken), (value) => {
      expect(validate(value)).toBe(false);
    }), { numRuns: 300 });
  });
});

describe('layouts and rules beside the check', () => {
  it.each([
    ['55658505000130', isValidCnpj, true],
    ['55.658.505/0001-30', isValidCnpj, true],
    ['00000000000000', isValidCnpj, false],
    ['63441800967', isValidAbn, true],
    ['03441800967', isValidAbn, false],
    ['999999999', isValidTfn, false],
    ['6193533041', isValidMedicareCard, true],
    ['61935330412', isValidMedicareCard, true],
    ['6193 53304 1/2', isValidMedicareCard, true],
    ['6193533040', isValidMedicareCard, false],
    ['DNRPK0000V', isPanShape, false],
    ['DNRXK7029V', isPanShape, false],
    ['111111111111', isValidMyNumber, false],
    ['85654894-6', isValidTeudatZehut, true],
    ['000000000', isValidTeudatZehut, false],
    ['KSY711327FC3', isValidRfc, false],
    ['CCOL-660604-9M2', isValidRfc, true],
    ['CCOL-6606049M2', isValidRfc, false],
    ['91130012345678901277', isValidLei, false],
  ] as Array<[string, (v: string) => boolean, boolean]>)('%s → %s', (value, validate, expected) => expect(validate(value)).toBe(expected));

  it.each([
    ['41-2837465', true],
    ['07-2837465', false],
    ['41-0000000', false],
    ['412837465', false],
  ])('EIN %s → %s', (value, expected) => expect(isIssuableEin(value)).toBe(expected));

  it.each([
    ['2HJ7KN3PR48', true],
    ['2HJ7-KN3-PR48', true],
    ['2HJ7-KN3PR48', false],
    ['2SJ7KN3PR48', false],
    ['0HJ7KN3PR48', false],
  ])('MBI %s → %s', (value, expected) => expect(isMbiShape(value)).toBe(expected));

  it.each([
    ['004417829301', true],
    ['12345678', false],
    ['98765432', false],
    ['00000000', false],
    ['1234567', false],
  ])('account number %s → %s', (value, expected) => expect(isPlausibleAccountNumber(value)).toBe(expected));

  it.each([
    ['D4820193', true],
    ['WDLK7Q2M9XP4', true],
    ['D1111111', false],
    ['1234567', false],
    ['D123', false],
  ])("driver's license %s → %s", (value, expected) => expect(isPlausibleDriversLicense(value)).toBe(expected));
});
