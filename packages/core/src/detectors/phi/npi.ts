import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidNpi } from '../../validators/npi.js';

export const npi = Object.freeze<Detector>({
  id: 'npi',
  type: 'NPI',
  categories: ['PHI'],
  label: { one: 'NPI', other: 'NPIs' },
  description:
    'US National Provider Identifier: 10 digits starting with 1 or 2, confirmed by the Luhn check over 80840 and the number. It names the provider in a health record, so health rules (PHI) apply. A 10-digit run passes about one time in ten, so a confirmed match stays MEDIUM (the level of a phone or order number of the same shape) until a word such as "NPI" stands nearby.',
  anchor: { kind: 'digits' },
  pattern: '[12][0-9]{9}',
  maxLength: 10,
  validate: (value) => (isValidNpi(value) ? 'confirm' : 'reject'),
  context: { words: ['npi', 'national provider identifier', 'provider id', 'prescriber'], window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'Luhn over 10 digits with the 80840 prefix, which a random run passes one time in ten' },
  truePositives: [
    { text: 'NPI: 1234567893', match: '1234567893' },
    { text: 'provider NPI 1245319599 (test)', match: '1245319599' },
    { text: '{"npi":"2232990236"}', match: '2232990236' },
    { text: 'National Provider Identifier 1798004630', match: '1798004630' },
    { text: 'npi=2791396858;', match: '2791396858' },
    { text: 'prescriber 1020651703 signed', match: '1020651703' },
    { text: 'NPI 1582704502.', match: '1582704502' },
    { text: '(NPI: 2140726698)', match: '2140726698' },
    { text: 'provider id 2525355246', match: '2525355246' },
    { text: 'billing NPI 2679785156 on claim', match: '2679785156' },
    { text: 'Claire Jansen,MRN 69569191,NPI 1230307047,2023-12-14', match: '1230307047', note: 'labelled by "NPI" with "MRN" in reach' },
  ],
  falsePositives: [
    { text: 'NPI: 1234567890', note: 'wrong check digit' },
    { text: 'NPI 1245319598', note: 'wrong check digit' },
    { text: 'NPI 3234567893', note: 'first digit 3' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'price USD 12345678.93', note: 'price' },
    { text: 'version 1.234.567.893', note: 'version string' },
    { text: 'order 12345678930 shipped', note: 'eleven digits' },
    { text: 'NPI 123 456 7893', note: 'spaced digits are not an NPI form' },
  ],
});
