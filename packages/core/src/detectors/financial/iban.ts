import { CONFIDENCE, type Category, type Detector } from '../../types.js';
import { IBAN_COUNTRIES, ibanCountryIsEea, ibanVerdict } from '../../validators/iban.js';

/**
 * A printed group of four holding a digit. An all-letter group (a bank code such as NWBK) is
 * taken only when a group with a digit follows, so a word printed after the IBAN ("SWIFT",
 * "BANK") is not swallowed into it.
 */
const GROUP_WITH_DIGIT = String.raw`(?:\d[A-Z0-9]{3}|[A-Z]\d[A-Z0-9]{2}|[A-Z]{2}\d[A-Z0-9]|[A-Z]{3}\d)`;

/**
 * Each country code with the first check digit, which always follows it: tokens such as `GET`,
 * `DEBUG` or `FRIDAY` then never reach the pattern.
 */
const COUNTRY_AND_CHECK_DIGIT = IBAN_COUNTRIES.flatMap((code) => [...'0123456789'].map((digit) => `${code}${digit}`));

const EU_DATA: readonly Category[] = ['EU_DATA'];
const NONE: readonly Category[] = [];

export const iban = Object.freeze<Detector>({
  id: 'iban',
  type: 'IBAN',
  categories: ['FINANCIAL'],
  label: { one: 'IBAN', other: 'IBANs' },
  description:
    'International Bank Account Number, compact, printed in groups of four, or typed in digit groups of other sizes or with dashes or dots. Reported only when the length fits the country and the mod-97 check leaves 1; an IBAN of an EU/EEA country also counts as EU data. Printed forms whose last group is all letters (Seychelles, Mauritius) are found only when written compact.',
  anchor: { kind: 'prefix', literals: COUNTRY_AND_CHECK_DIGIT },
  // Compact; digits in groups separated by dashes or dots (`DE89-3704-0044-…`); digits in
  // groups of another size than four (`DE89 370 400 440 532 013 000`), told apart by the first
  // group, so the printed groups of four, which may hold letters, keep their own alternative.
  pattern: String.raw`[A-Z]{2}\d{2}(?:[A-Z0-9]{11,30}|(?:[.-]\d{1,6}){3,12}| (?:\d{1,3}|\d{5,6})(?: \d{1,6}){2,11}|(?: (?:[A-Z]{4} )?${GROUP_WITH_DIGIT}){2,7}(?: \d[A-Z0-9]{0,2})?)`,
  maxLength: 88,
  validate: ibanVerdict,
  categorize: (value) => (ibanCountryIsEea(value) ? EU_DATA : NONE),
  context: { words: ['iban', 'account', 'bank account', 'sepa', 'kontonummer'], window: 40, required: false },
  confidence: { base: CONFIDENCE.HIGH, confirmed: CONFIDENCE.CONFIRMED },
  truePositives: [
    { text: 'IBAN: DE89 3704 0044 0532 0130 00', match: 'DE89 3704 0044 0532 0130 00', note: 'German example IBAN' },
    { text: 'pay to GB29NWBK60161331926819 by Friday', match: 'GB29NWBK60161331926819' },
    { text: 'FR14 2004 1010 0505 0001 3M02 606 (example)', match: 'FR14 2004 1010 0505 0001 3M02 606' },
    { text: 'account NL91ABNA0417164300.', match: 'NL91ABNA0417164300' },
    { text: 'Belgian BE68 5390 0754 7034 BIC GKCCBEBB', match: 'BE68 5390 0754 7034' },
    { text: 'NO9386011117947', match: 'NO9386011117947', note: 'shortest length, 15' },
    { text: '"iban": "CH9300762011623852957"', match: 'CH9300762011623852957' },
    { text: 'MT84 MALT 0110 0001 2345 MTLC AST0 01S ok', match: 'MT84 MALT 0110 0001 2345 MTLC AST0 01S' },
    { text: 'Konto ES91 2100 0418 4502 0005 1332', match: 'ES91 2100 0418 4502 0005 1332' },
    { text: 'BE68 5390 0754 7034 BANK transfer', match: 'BE68 5390 0754 7034', note: 'upper-case word after the number' },
    { text: 'SA03 8000 0000 6080 1016 7519, Riyadh', match: 'SA03 8000 0000 6080 1016 7519', note: 'outside the EEA' },
    { text: 'ES91 2100 0418 4502 0005 1332 SWIFT CAIXESBBXXX', match: 'ES91 2100 0418 4502 0005 1332', note: 'word after a full group' },
    { text: 'BG80 BNBG 9661 1020 3456 78 BANK', match: 'BG80 BNBG 9661 1020 3456 78' },
    { text: 'IBAN DE89 370 400 440 532 013 000 bitte', match: 'DE89 370 400 440 532 013 000', note: 'groups of three' },
    { text: 'IBAN DE89-3704-0044-0532-0130-00.', match: 'DE89-3704-0044-0532-0130-00', note: 'dashes' },
  ],
  falsePositives: [
    { text: 'IBAN: DE89 3704 0044 0532 0130 01', note: 'mod-97 fails' },
    { text: 'GB29NWBK60161331926818', note: 'mod-97 fails' },
    { text: 'DE8937040044053201300', note: 'one character short for Germany' },
    { text: 'US64SVBKUS6S3300958879', note: 'the US issues no IBANs' },
    { text: 'ticket DE12-3456 closed', note: 'ticket id' },
    { text: 'sku AB12CDEFGHIJKLMNOP', note: 'not an IBAN country' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'build FR2024 release 1.4.2', note: 'version tag' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
    { text: 'NL91 ABNA 0417 1643 01', note: 'bad check digits, grouped' },
    { text: 'order DE99 1234 5678 9012 3456 78 cancelled', note: 'German shape, mod-97 fails' },
  ],
});
