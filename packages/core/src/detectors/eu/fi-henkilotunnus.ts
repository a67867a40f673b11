import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidFinnishId } from '../../validators/finnish-id.js';
import { withKeyForms } from '../context-words.js';

export const fiHenkilotunnus = Object.freeze<Detector>({
  id: 'fi-henkilotunnus',
  type: 'FI_HENKILOTUNNUS',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Finnish personal identity code', other: 'Finnish personal identity codes' },
  description:
    'Finnish personal identity code (henkilötunnus, personbeteckning): DDMMYY, a century sign (+, - or Y-U, A-F), a three-digit individual number and a check character, the nine digits mod 31. The date, the sign and the check character make a random match about one in several thousand, so it is LIKELY alone.',
  anchor: { kind: 'digits' },
  pattern: '[0-9]{6}[-+A-FU-Y][0-9]{3}[0-9A-FHJ-NPR-Y]',
  maxLength: 11,
  validate: (value) => (isValidFinnishId(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['henkilötunnus', 'henkilotunnus', 'hetu', 'sotu', 'personbeteckning', 'personal identity code', 'finnish id']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.HIGH },
  likelihood: { alone: 'LIKELY', checksum: 'a date, a century sign and a check character mod 31' },
  truePositives: [
    { text: 'Henkilötunnus: 151060-332X', match: '151060-332X' },
    { text: 'hetu 260813B037S (testi)', match: '260813B037S', note: 'born in the 2000s, new sign' },
    { text: 'Please double-check 050262-494S before Friday.', match: '050262-494S', note: 'no context word' },
    { text: '{"hetu":"280150Y470X"}', match: '280150Y470X', note: 'new sign for the 1900s' },
    { text: 'personbeteckning 140674Y633C.', match: '140674Y633C' },
    { text: 'asiakas 180371-041N soitti', match: '180371-041N' },
    { text: '(090798-0102)', match: '090798-0102', note: 'digit check' },
    { text: 'sotu=280989-887W;', match: '280989-887W' },
    { text: 'id,hetu\n1,050783-191E\n', match: '050783-191E', note: 'CSV' },
    { text: 'HETU 130461-155B', match: '130461-155B' },
  ],
  falsePositives: [
    { text: 'Henkilötunnus: 151060-332Y', note: 'wrong check character' },
    { text: 'hetu 310260-332X', note: '31 February' },
    { text: 'hetu 151360-332X', note: 'month 13' },
    { text: 'code 151060-001X', note: 'individual number 001 is never issued' },
    { text: 'ref 151060-332XA', note: 'glued to a letter' },
    { text: 'order 151060-3321 shipped', note: 'check digit does not fit' },
    { text: 'const TEST_ID = "151060-332G"', note: 'a code literal with a wrong check character' },
    { text: 'date 2024-03-15', note: 'ISO date' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'range 151060-332 to 151060-399', note: 'no check character' },
  ],
});
