import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidTeudatZehut } from '../../validators/israel-id.js';
import { withKeyForms } from '../context-words.js';

export const ilTeudatZehut = Object.freeze<Detector>({
  id: 'il-teudat-zehut',
  type: 'IL_TEUDAT_ZEHUT',
  categories: ['PII'],
  label: { one: 'Israeli identity number', other: 'Israeli identity numbers' },
  description:
    'Israeli identity number (Teudat Zehut, מספר זהות): nine digits, the last a Luhn-style check digit, compact or with the check digit after a dash. A random run passes one time in ten, so alone it is POSSIBLE; a word such as "Teudat Zehut" makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{8}-\d|\d{9}`,
  maxLength: 10,
  validate: (value) => (isValidTeudatZehut(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['teudat zehut', 'zehut', 'mispar zehut', 'israeli id', 'israeli id number', 'israeli identity number', 'מספר זהות', 'תעודת זהות', 'ת.ז.', 'ת"ז', 'ת״ז']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a Luhn-style check digit over nine digits, which a random run passes one time in ten' },
  truePositives: [
    { text: 'מספר זהות: 809049208', match: '809049208', note: 'the Hebrew words' },
    { text: 'ת.ז. 855563581', match: '855563581' },
    { text: 'Teudat Zehut: 809049208', match: '809049208' },
    { text: 'mispar zehut 855563581', match: '855563581' },
    { text: '{"teudat_zehut":"948912704"}', match: '948912704' },
    { text: 'Zehut: 85654894-6', match: '85654894-6', note: 'the check digit after a dash' },
    { text: 'Israeli ID number 015167893.', match: '015167893', note: 'leading zero' },
    { text: 'name,zehut\nNoa,669480915\n', match: '669480915', note: 'CSV column' },
    { text: '(zehut 273987586)', match: '273987586' },
    { text: 'zehut=809847783;', match: '809847783' },
    { text: 'Israeli identity number: 373628296', match: '373628296' },
    { text: 'my teudat zehut is 489774455, thanks', match: '489774455' },
  ],
  falsePositives: [
    { text: 'Teudat Zehut: 809049209', note: 'check digit wrong' },
    { text: 'zehut 000000000', note: 'one digit repeated' },
    { text: 'Please double-check 809049208 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 855563581 shipped', note: 'no word names it' },
    { text: 'const MAX_SIZE = 948912704;', note: 'a constant in code' },
    { text: 'zehut 80904920', note: 'one digit short' },
    { text: 'id 8090492081', note: 'part of a longer number' },
    { text: 'eventTime=669480915', note: 'a counter' },
    { text: 'blk_-8090492085', note: 'a block id' },
    { text: 'zehut x809049208', note: 'glued to a letter' },
  ],
});
