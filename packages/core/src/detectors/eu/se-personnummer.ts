import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidPersonnummer } from '../../validators/personnummer.js';

export const sePersonnummer = Object.freeze<Detector>({
  id: 'se-personnummer',
  type: 'SE_PERSONNUMMER',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Swedish personal identity number', other: 'Swedish personal identity numbers' },
  description:
    'Swedish personal identity number (personnummer) or coordination number (samordningsnummer, day + 60): YYMMDD-NNNC (+ for people aged 100 or more) or YYYYMMDD[-]NNNC, a real date and the Luhn check over the ten digits. It encodes birth date and sex, so PII as well as EU data. Ten digits with no separator are read by another record, which needs a word such as "personnummer" nearby.',
  anchor: { kind: 'digits' },
  pattern: '(?:19|20)[0-9]{6}-?[0-9]{4}|[0-9]{6}[-+][0-9]{4}',
  maxLength: 13,
  validate: (value) => (isValidPersonnummer(value) ? 'confirm' : 'reject'),
  context: { words: ['personnummer', 'samordningsnummer', 'personal identity number', 'pnr'], window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'a date of birth and Luhn, about one random run in 300' },
  truePositives: [
    { text: 'Personnummer: 811228-9874', match: '811228-9874' },
    { text: 'pnr 670919-9530 (fiktivt)', match: '670919-9530' },
    { text: 'född 811228+9874', match: '811228+9874', note: 'aged 100 or more' },
    { text: 'personnummer 198112289874', match: '198112289874', note: 'long form' },
    { text: 'ID 19811228-9874', match: '19811228-9874', note: 'long form with hyphen' },
    { text: 'samordningsnummer 701063-2391', match: '701063-2391', note: 'day + 60' },
    { text: '{"pnr":"790401-5901"}', match: '790401-5901' },
    { text: 'kund 130214-1419.', match: '130214-1419' },
    { text: 'personnummer=197709266394;', match: '197709266394' },
    { text: '(600208-1344)', match: '600208-1344' },
  ],
  falsePositives: [
    { text: 'Personnummer: 811228-9875', note: 'wrong check digit' },
    { text: 'pnr 670919-9531', note: 'wrong check digit' },
    { text: 'pnr 811328-9873', note: 'month 13' },
    { text: 'pnr 810231-9870', note: '31 February' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'price SEK 811228.98', note: 'price' },
    { text: 'date 2023-11-28 version 811228-98', note: 'dates and short suffix' },
    { text: 'order 8112289874 shipped', note: 'ten digits without separator' },
  ],
});

/** Ten digits with no separator, as forms and exports hold them: so many other numbers look alike that a word must name it. */
export const sePersonnummerCompact = Object.freeze<Detector>({
  ...sePersonnummer,
  id: 'se-personnummer-compact',
  description:
    'Swedish personal identity number written as ten digits with no separator (YYMMDDNNNC), with a real date and the Luhn check, and a word such as "personnummer" or "pnr" nearby or over its column.',
  pattern: '[0-9]{10}',
  maxLength: 10,
  context: { words: ['personnummer', 'personnr', 'pnr', 'personal identity number', 'samordningsnummer', 'swedish id'], window: 40, required: true },
  truePositives: [
    { text: 'Personnummer: 8112289874', match: '8112289874' },
    { text: 'pnr 6709199530 (fiktivt)', match: '6709199530' },
    { text: '{"personnummer":"7904015901"}', match: '7904015901' },
    { text: 'personnr=1302141419;', match: '1302141419' },
    { text: 'samordningsnummer 7010632391', match: '7010632391', note: 'day + 60' },
    { text: 'namn,pnr\nAnna,6002081344\n', match: '6002081344', note: 'column header' },
    { text: 'Mitt personnummer är 8112289874.', match: '8112289874' },
    { text: '(pnr 7904015901)', match: '7904015901' },
    { text: 'PNR:8112289874', match: '8112289874' },
    { text: 'personal identity number 6709199530', match: '6709199530' },
  ],
  falsePositives: [
    { text: 'order 8112289874 shipped', note: 'no word names it' },
    { text: 'Please double-check 8112289874 before Friday.', note: 'a sentence with no context word' },
    { text: 'personnummer 8112289875', note: 'wrong check digit' },
    { text: 'pnr 8113289873', note: 'month 13' },
    { text: 'pnr 81122898740', note: 'eleven digits' },
    { text: 'const PNR_LIMIT = 2147483647', note: 'a constant in code, and no valid date' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'pnr 811228-9874x', note: 'glued to a letter' },
    { text: 'blk_8112289874 pnr', note: 'part of an identifier' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
