import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidUtr } from '../../validators/uk-utr.js';
import { withKeyForms } from '../context-words.js';

export const ukUtr = Object.freeze<Detector>({
  id: 'uk-utr',
  type: 'UK_UTR',
  categories: ['PII'],
  label: { one: 'UK Unique Taxpayer Reference', other: 'UK Unique Taxpayer References' },
  description:
    'UK Unique Taxpayer Reference (UTR) of a person or company for Self Assessment or Corporation Tax: ten digits whose first is a check digit over the other nine (weights 6-2 mod 11, HMRC’s table); compact or 12345 67890. One check digit: alone it is POSSIBLE; printed in its groups or beside a word such as "UTR" LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{5} \d{5}|\d{10}`,
  maxLength: 11,
  validate: (value) => (isValidUtr(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['utr', 'unique taxpayer reference', 'taxpayer reference', 'self assessment utr', 'sa utr', 'ct utr', 'corporation tax utr', 'tax reference']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'one mod-11 check digit over ten digits, which a random run passes one time in ten' },
  truePositives: [
    { text: 'UTR: 9406418870', match: '9406418870' },
    { text: 'Unique Taxpayer Reference 49546 40104', match: '49546 40104' },
    { text: 'Please double-check 29022 12208 before Friday.', match: '29022 12208', note: 'printed in its groups, no word' },
    { text: '{"utr":"8346634010"}', match: '8346634010' },
    { text: 'name,utr\nOliver,3538592071\n', match: '3538592071', note: 'CSV column' },
    { text: 'Self Assessment UTR 6408406302.', match: '6408406302' },
    { text: 'sa_utr=4202147770;', match: '4202147770' },
    { text: '(UTR 24632 52746)', match: '24632 52746' },
    { text: 'Corporation Tax UTR: 5735409237 on the CT603', match: '5735409237' },
    { text: 'your tax reference 93135 09194', match: '93135 09194' },
  ],
  falsePositives: [
    { text: 'UTR: 8406418870', note: 'wrong check digit' },
    { text: 'UTR 49546 40105', note: 'a digit changed' },
    { text: 'Please double-check 9406418870 before Friday.', note: 'compact, no context word: POSSIBLE only' },
    { text: 'const MAX_ID = 9406418870;', note: 'a constant in code' },
    { text: 'UTR 940641887', note: 'a digit short' },
    { text: 'UTR 94064188701', note: 'a digit too many' },
    { text: 'UTR x9406418870', note: 'glued to a letter' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'UTR 49546-40104', note: 'a dash is not how it is printed' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
