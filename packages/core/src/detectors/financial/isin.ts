import { CONFIDENCE, type Detector } from '../../types.js';
import { IBAN_COUNTRIES } from '../../validators/iban.js';
import { isValidIsin } from '../../validators/isin.js';
import { withKeyForms } from '../context-words.js';

/** Issuers' countries beyond those of the IBAN registry, and XS for international (Euroclear, Clearstream) bonds. */
const MORE_ISIN_COUNTRIES = ['US', 'CA', 'JP', 'AU', 'CN', 'HK', 'KR', 'IN', 'SG', 'XS', 'EU', 'KY', 'BM', 'JE', 'GG', 'IM', 'NZ', 'ZA', 'MX', 'AR', 'CL', 'TW', 'TH', 'MY', 'ID', 'PH', 'AN'];

/** Each country code with a digit after it, as the ISINs of most issuers open: words such as `USB` never reach the pattern. */
const COUNTRY_AND_DIGIT = [...new Set([...IBAN_COUNTRIES, ...MORE_ISIN_COUNTRIES])].flatMap((code) => [...'0123456789'].map((digit) => `${code}${digit}`));

export const isin = Object.freeze<Detector>({
  id: 'isin',
  type: 'ISIN',
  categories: ['FINANCIAL'],
  label: { one: 'ISIN', other: 'ISINs' },
  description:
    "International Securities Identification Number (ISO 6166): a country code, nine letters or digits (the third character a digit, as most issuers' are) and a check digit, Luhn over the letters read as 10-35. A security's identifier is public, so alone it is only POSSIBLE: a word such as \"ISIN\" makes it LIKELY, for policies that treat holdings as confidential.",
  anchor: { kind: 'prefix', literals: COUNTRY_AND_DIGIT },
  pattern: '[A-Z]{2}[0-9][A-Z0-9]{8}[0-9]',
  maxLength: 12,
  validate: (value) => (isValidIsin(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['isin', 'isin code', 'security', 'securities', 'wertpapier', 'wkn', 'bond', 'share', 'fund']), window: 40, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'Luhn over the letters and digits, which a random run passes one time in ten' },
  truePositives: [
    { text: 'ISIN: GB5L58505648', match: 'GB5L58505648' },
    { text: 'isin CH1L54887362 (fund)', match: 'CH1L54887362' },
    { text: '{"isin":"DE0Q92173552"}', match: 'DE0Q92173552' },
    { text: 'Wertpapier DE5Q06046949.', match: 'DE5Q06046949' },
    { text: 'bond GB3174735384 matures', match: 'GB3174735384' },
    { text: 'isin=FR9L43508347;', match: 'FR9L43508347' },
    { text: 'name,isin\nAcme,US0Q55156895\n', match: 'US0Q55156895', note: 'CSV column' },
    { text: '(ISIN NL9R04857601)', match: 'NL9R04857601' },
    { text: 'share class US6Y39376027', match: 'US6Y39376027' },
    { text: 'ISIN code CH4M27305316', match: 'CH4M27305316' },
  ],
  falsePositives: [
    { text: 'ISIN: GB5L58505649', note: 'check digit wrong' },
    { text: 'Please double-check GB5L58505648 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'isin GB5L5850564', note: 'eleven characters' },
    { text: 'isin QQ5L58505648', note: 'not a country code' },
    { text: 'isin gb5l58505648', note: 'lower case' },
    { text: 'const ISIN_MAX = "GB5L58505649"', note: 'a code literal, check fails' },
    { text: 'IBAN DE89 3704 0044 0532 0130 00', note: 'an IBAN' },
    { text: 'isin GB5L58505648X', note: 'glued to a letter' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'isin USB123456789', note: 'no digit after the country code' },
  ],
});
