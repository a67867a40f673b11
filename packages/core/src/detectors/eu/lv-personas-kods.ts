import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidLvPersonalCode } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

const WORDS = withKeyForms(['personas kods', 'personas kodu', 'p.k.', 'latvian personal code', 'personal code', 'personal identity code']);

export const lvPersonasKods = Object.freeze<Detector>({
  id: 'lv-personas-kods',
  type: 'LV_PERSONAS_KODS',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Latvian personal code', other: 'Latvian personal codes' },
  description:
    'Latvian personal code (personas kods) issued before July 2017: the birth date DDMMYY, the century (0, 1, 2), a serial and a mod-11 check digit, printed 120874-11310. One check digit over a date: alone it is POSSIBLE; printed with its dash or beside a word such as "personas kods" LIKELY.',
  anchor: { kind: 'digits' },
  // A day 01-31 opens it, so the codes since 2017 (32…) are left to the record below.
  pattern: String.raw`(?:[0-2]\d|3[01])\d{4}-\d{5}|(?:[0-2]\d|3[01])\d{9}`,
  maxLength: 12,
  validate: (value) => (isValidLvPersonalCode(value) ? 'confirm' : 'reject'),
  context: { words: WORDS, window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'a date of birth and one mod-11 check digit' },
  truePositives: [
    { text: 'Personas kods: 030985-14628', match: '030985-14628' },
    { text: 'personas kods 17110029754', match: '17110029754' },
    { text: 'Please double-check 080301-22567 before Friday.', match: '080301-22567', note: 'printed with its dash, no word' },
    { text: '{"personas_kods":"14064011962"}', match: '14064011962' },
    { text: 'vards,personas kods\nJānis,10018617930\n', match: '10018617930', note: 'CSV column' },
    { text: 'p.k. 070935-11442.', match: '070935-11442' },
    { text: 'Latvian personal code 03115718535', match: '03115718535' },
    { text: '(personas kods 230945-11364)', match: '230945-11364' },
    { text: 'personas_kods=07047316216;', match: '07047316216' },
    { text: 'klients 150496-16992', match: '150496-16992', note: 'printed with its dash' },
  ],
  falsePositives: [
    { text: 'Personas kods: 030985-14629', note: 'wrong check digit' },
    { text: 'personas kods 17130029754', note: 'month 13' },
    { text: 'personas kods 030985-34628', note: 'century digit 3' },
    { text: 'Please double-check 17110029754 before Friday.', note: 'compact, no context word: POSSIBLE only' },
    { text: 'const MAX_ID = 17110029754;', note: 'a constant in code' },
    { text: 'personas kods 171100297541', note: 'twelve digits' },
    { text: 'personas kods x17110029754', note: 'glued to a letter' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'order 030985-146', note: 'a short suffix' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});

/**
 * Personal codes issued since July 2017 open with 32 and carry no birth date; with no published
 * check, they are looked for only beside a word naming them.
 */
export const lvPersonasKodsNew = Object.freeze<Detector>({
  id: 'lv-personas-kods-new',
  type: 'LV_PERSONAS_KODS',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Latvian personal code', other: 'Latvian personal codes' },
  description:
    'Latvian personal code (personas kods) issued since July 2017: 32 and nine more digits, printed 32xxxx-xxxxx, with no birth date and no published check; found only beside a word such as "personas kods".',
  anchor: { kind: 'context' },
  pattern: String.raw`32\d{4}-\d{5}|32\d{9}`,
  maxLength: 12,
  context: { words: WORDS, window: 40, required: true },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'Personas kods: 321234-56789', match: '321234-56789' },
    { text: 'personas kods 32987654321', match: '32987654321' },
    { text: '{"personas_kods":"320501-12345"}', match: '320501-12345' },
    { text: 'vards,personas kods\nAnna,32765432109\n', match: '32765432109', note: 'CSV column' },
    { text: 'p.k. 324567-89012.', match: '324567-89012' },
    { text: 'Latvijas personas kods 32846120573', match: '32846120573' },
    { text: '(personas kods 329876-54321)', match: '329876-54321' },
    { text: 'personas_kods=32246813579;', match: '32246813579' },
    { text: 'personal code: 321357-92468', match: '321357-92468' },
    { text: 'Jauns personas kods 325555-01234 izsniegts', match: '325555-01234' },
  ],
  falsePositives: [
    { text: 'Please double-check 321234-56789 before Friday.', note: 'no word: not looked for' },
    { text: 'personas kods 331234-56789', note: 'does not open with 32' },
    { text: 'personas kods 3212345678', note: 'a digit short' },
    { text: 'personas kods 321234567890', note: 'a digit too many' },
    { text: 'personas kods x32123456789', note: 'glued to a letter' },
    { text: 'personas kods 321234-5678', note: 'serial a digit short' },
    { text: 'personas kods: [nav norādīts]', note: 'withheld' },
    { text: 'const CODE = 32123456789;', note: 'a constant in code, no word' },
    { text: 'personas kods 32.1234.56789', note: 'dots are not how it is printed' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
