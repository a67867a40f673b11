import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidBirthNumber } from '../../validators/czech-birth-number.js';
import { withKeyForms } from '../context-words.js';

export const czBirthNumber = Object.freeze<Detector>({
  id: 'cz-birth-number',
  type: 'CZ_SK_BIRTH_NUMBER',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Czech or Slovak birth number', other: 'Czech or Slovak birth numbers' },
  description:
    'Czech and Slovak birth number (rodné číslo) as printed: YYMMDD/SSSC, a date (women\'s months +50, and +20 more since 2004) and the whole number divisible by 11. The slash is how the issuers print it, so it is LIKELY alone; ten bare digits are not looked for.',
  anchor: { kind: 'digits' },
  pattern: '[0-9]{6}/[0-9]{4}',
  maxLength: 11,
  validate: (value) => (isValidBirthNumber(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['rodné číslo', 'rodne cislo', 'rč', 'birth number', 'r.č.']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'a date and the whole number divisible by 11' },
  truePositives: [
    { text: 'Rodné číslo: 676119/2977', match: '676119/2977', note: "a woman's month" },
    { text: 'rodne cislo 971204/1416', match: '971204/1416' },
    { text: 'Please double-check 121004/8785 before Friday.', match: '121004/8785', note: 'no context word' },
    { text: '{"rodne_cislo":"905815/3676"}', match: '905815/3676' },
    { text: 'pacient 745523/2939 přijat', match: '745523/2939' },
    { text: '(720521/6568)', match: '720521/6568' },
    { text: 'birth number 720617/4426.', match: '720617/4426' },
    { text: 'jmeno;rodne cislo\nJana;735106/0827\n', match: '735106/0827', note: 'CSV column' },
    { text: 'RČ 640328/5944', match: '640328/5944' },
    { text: 'rodné číslo=985113/2269;', match: '985113/2269' },
  ],
  falsePositives: [
    { text: 'Rodné číslo: 676119/2978', note: 'not divisible by 11' },
    { text: 'rodne cislo 671319/2977', note: 'month 13' },
    { text: 'ratio 676119/29771', note: 'five digits after the slash' },
    { text: 'path /676119/2977x', note: 'glued to a letter' },
    { text: 'see 2024/2025 figures', note: 'years' },
    { text: 'const RATIO = 676119/2978;', note: 'arithmetic in code, and not divisible by 11' },
    { text: 'page 67611/2977', note: 'five digits before the slash' },
    { text: 'date 2024-03-15', note: 'ISO date' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'order 6761192977 shipped', note: 'ten bare digits' },
  ],
});
