import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidTaj } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

export const huTaj = Object.freeze<Detector>({
  id: 'hu-taj',
  type: 'HU_TAJ',
  categories: ['EU_DATA', 'PII', 'PHI'],
  label: { one: 'Hungarian social security number (TAJ)', other: 'Hungarian social security numbers (TAJ)' },
  description:
    'Hungarian social security number (TAJ szám), on the health insurance card: nine digits, the first eight weighted 3 and 7 in turn, mod 10; printed 123 456 789 or compact. One check digit: alone it is POSSIBLE, beside a word such as "TAJ" LIKELY; its grouping proves nothing, since large numbers are grouped the same way.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{3} \d{3} \d{3}|\d{3}-\d{3}-\d{3}|\d{9}`,
  maxLength: 11,
  validate: (value) => (isValidTaj(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['taj', 'taj szám', 'taj-szám', 'tajszám', 'taj szam', 'társadalombiztosítási azonosító jel', 'tarsadalombiztositasi azonosito jel', 'hungarian social security number']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  // No formatting bonus: 123 456 789 is also how many Europeans group a large number.
  likelihood: { alone: 'POSSIBLE', checksum: 'one check digit over nine digits, which a random run passes one time in ten' },
  truePositives: [
    { text: 'TAJ szám: 801 895 359', match: '801 895 359' },
    { text: 'TAJ 538237985', match: '538237985' },
    { text: '{"taj_szam":"847384570"}', match: '847384570' },
    { text: 'nev,taj\nAnna,345542199\n', match: '345542199', note: 'CSV column' },
    { text: 'TAJ-szám: 450-111-918.', match: '450-111-918' },
    { text: 'tajszam=284920388;', match: '284920388' },
    { text: '(TAJ 734 825 661)', match: '734 825 661' },
    { text: 'beteg TAJ száma 727081887', match: '727081887' },
    { text: 'TAJ number 832142231', match: '832142231' },
    { text: 'TAJ: 526892138 rögzítve', match: '526892138' },
  ],
  falsePositives: [
    { text: 'TAJ szám: 801 895 358', note: 'wrong check digit' },
    { text: 'TAJ 000000000', note: 'zeros' },
    { text: 'Please double-check 538237985 before Friday.', note: 'compact, no context word: POSSIBLE only' },
    { text: 'const LIMIT = 538237985;', note: 'a constant in code' },
    { text: 'TAJ 53823798', note: 'a digit short' },
    { text: 'TAJ 5382379851', note: 'a digit too many' },
    { text: 'TAJ x538237985', note: 'glued to a letter' },
    { text: 'TAJ 801 895-359', note: 'separators disagree' },
    { text: 'Le budget atteint 801 895 359 euros.', note: 'a large number grouped by thousands' },
    { text: 'eventTime=538237985', note: 'a counter' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
