import { CONFIDENCE, type Detector } from '../../types.js';
import { swiftBicVerdict } from '../../validators/swift-bic.js';

export const swiftBic = Object.freeze<Detector>({
  id: 'swift-bic',
  type: 'SWIFT_BIC',
  categories: ['FINANCIAL'],
  label: { one: 'SWIFT/BIC code', other: 'SWIFT/BIC codes' },
  description:
    'SWIFT/BIC bank identifier: 8 or 11 upper-case characters whose 5th and 6th letters are an ISO country code, next to the word "SWIFT" or "BIC". Eight capital letters are too common to look for everywhere.',
  anchor: { kind: 'context' },
  pattern: String.raw`[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?`,
  maxLength: 11,
  validate: swiftBicVerdict,
  context: { words: ['swift', 'bic', 'swift code', 'bic code', 'swift/bic', 'bank identifier code'], window: 40, required: true },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'SWIFT: DEUTDEFF', match: 'DEUTDEFF' },
    { text: 'BIC COBADEFFXXX', match: 'COBADEFFXXX' },
    { text: 'swift code NWBKGB2L for the transfer', match: 'NWBKGB2L' },
    { text: 'IBAN below, BIC: BNPAFRPPXXX', match: 'BNPAFRPPXXX' },
    { text: 'SWIFT/BIC CHASUS33', match: 'CHASUS33' },
    { text: '"bic": "ABNANL2A"', match: 'ABNANL2A' },
    { text: 'Bank identifier code (BIC) = UBSWCHZH80A', match: 'UBSWCHZH80A' },
    { text: 'send via SWIFT to BARCGB22', match: 'BARCGB22' },
    { text: 'bic\tINGBNL2A', match: 'INGBNL2A' },
    { text: 'SWIFT address: RZBAATWW, Vienna', match: 'RZBAATWW' },
    { text: 'vendor,iban,bic\nAcme GmbH,DE89370400440532013000,COBADEFFXXX', match: 'COBADEFFXXX', note: 'column header' },
  ],
  falsePositives: [
    { text: 'SWIFT: DEUTXXFF', note: 'XX is no country code' },
    { text: 'DEUTDEFF', note: 'no context word' },
    { text: 'BIC: not provided', note: 'no code' },
    { text: 'swift code abcdefgh', note: 'lower case' },
    { text: 'SWIFT DEUTDE', note: 'six characters' },
    { text: 'BIC DEUTDEFFX', note: 'nine characters' },
    { text: 'SWIFT 12345678', note: 'digits only' },
    { text: 'swift deploy 2024-03-15 v1.2.3', note: 'timestamp and version' },
    { text: 'BIC DEUTDEFFXXXX', note: 'twelve characters' },
    { text: 'the SWIFT network connects banks', note: 'prose' },
    { text: 'vendor,ref,bic\nAcme GmbH,DEUTDEFF,n/a', note: 'column header names another column' },
  ],
});
