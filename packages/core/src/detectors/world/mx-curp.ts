import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidCurp } from '../../validators/mexico-curp.js';
import { withKeyForms } from '../context-words.js';

export const mxCurp = Object.freeze<Detector>({
  id: 'mx-curp',
  type: 'MX_CURP',
  categories: ['PII'],
  label: { one: 'Mexican CURP', other: 'Mexican CURPs' },
  description:
    'Mexican Clave Única de Registro de Población: four letters of the name, a date, H or M, a state, three consonants, a century character and a check digit; eighteen characters in a shape nothing else has, so it is LIKELY alone.',
  anchor: { kind: 'digits' },
  pattern: '[A-Z][AEIOUX][A-Z]{2}[0-9]{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z][0-9]',
  maxLength: 18,
  validate: (value) => (isValidCurp(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['curp', 'clave única de registro de población', 'clave unica']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.HIGH },
  likelihood: { alone: 'LIKELY', checksum: 'a date, a state and a check digit in an eighteen-character shape' },
  truePositives: [
    { text: 'CURP: LEGE940910HJCJCX05', match: 'LEGE940910HJCJCX05' },
    { text: 'Please double-check NEMU550606HDFJQF93 before Friday.', match: 'NEMU550606HDFJQF93', note: 'no context word' },
    { text: '{"curp":"ZIKV800117HNLRNX61"}', match: 'ZIKV800117HNLRNX61' },
    { text: 'nombre,curp\nVíctor,VIDV990214HNLZCD41\n', match: 'VIDV990214HNLZCD41', note: 'CSV column' },
    { text: '(CURP EAQC400203HDFXCS91)', match: 'EAQC400203HDFXCS91' },
    { text: 'curp=MAHJ531024HNLDLV02;', match: 'MAHJ531024HNLDLV02' },
    { text: 'solicitante TIWR530210MJCGTD47.', match: 'TIWR530210MJCGTD47' },
    { text: 'Clave única NUCB990907MPLMHF68', match: 'NUCB990907MPLMHF68' },
    { text: 'CURP UUCW410506MJCVLB78 registrada', match: 'UUCW410506MJCVLB78' },
    { text: 'CURP DIAE581020MVZFVJ82', match: 'DIAE581020MVZFVJ82' },
  ],
  falsePositives: [
    { text: 'CURP: LEGE940910HJCJCX06', note: 'wrong check digit' },
    { text: 'CURP LEGE941310HJCJCX05', note: 'month 13' },
    { text: 'CURP LEGE940910HQQJCX05', note: 'no such state' },
    { text: 'CURP LEGE940910HJCJCX0', note: 'seventeen characters' },
    { text: 'CURP LEGE940910HJCJCX05X', note: 'glued to a letter' },
    { text: 'const ID = "LEGE940910HJCJCX06";', note: 'a code literal, check fails' },
    { text: 'curp lege940910hjcjcx05', note: 'lower case' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'CURP LAGE940910HJCJCX05', note: 'second letter must be a vowel or X' },
  ],
});
