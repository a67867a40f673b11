import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidTcKimlik } from '../../validators/turkey-id.js';
import { withKeyForms } from '../context-words.js';

export const trTcKimlik = Object.freeze<Detector>({
  id: 'tr-tc-kimlik',
  type: 'TR_TC_KIMLIK',
  categories: ['PII'],
  label: { one: 'Turkish identity number', other: 'Turkish identity numbers' },
  description:
    'Turkish identity number (T.C. Kimlik No): eleven digits, the first not 0, with two check digits. A random run passes one time in a hundred, so alone it is POSSIBLE; a word such as "TC Kimlik" makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: '[1-9][0-9]{10}',
  maxLength: 11,
  validate: (value) => (isValidTcKimlik(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['tc kimlik', 'tc kimlik no', 't.c. kimlik', 'kimlik no', 'kimlik numarası', 'tckn', 'tc no', 'turkish id']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'two check digits, which a random run passes one time in a hundred' },
  truePositives: [
    { text: 'TC Kimlik No: 34906920216', match: '34906920216' },
    { text: 'kimlik no 91701834698 (test)', match: '91701834698' },
    { text: '{"tckn":"53792491730"}', match: '53792491730' },
    { text: 'ad,tckn\nAyşe,69408847556\n', match: '69408847556', note: 'CSV column' },
    { text: 'T.C. Kimlik 43842553150.', match: '43842553150' },
    { text: '(TCKN 42092378476)', match: '42092378476' },
    { text: 'tc_kimlik=69986418360;', match: '69986418360' },
    { text: 'Kimlik numarası 94621700166', match: '94621700166' },
    { text: 'Turkish ID 48933694736', match: '48933694736' },
    { text: 'TC no 19930450618', match: '19930450618' },
  ],
  falsePositives: [
    { text: 'TC Kimlik No: 34906920217', note: 'second check digit wrong' },
    { text: 'TC Kimlik 34906920226', note: 'first check digit wrong' },
    { text: 'Please double-check 34906920216 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 34906920216 shipped', note: 'no word names it' },
    { text: 'const BASE = 34906920216;', note: 'a constant in code' },
    { text: 'tckn 3490692021', note: 'ten digits' },
    { text: 'tckn 04906920216', note: 'never begins with 0' },
    { text: 'x_34906920216', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
