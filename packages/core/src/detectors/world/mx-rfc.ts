import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidRfc } from '../../validators/mexico-rfc.js';
import { withKeyForms } from '../context-words.js';

export const mxRfc = Object.freeze<Detector>({
  id: 'mx-rfc',
  type: 'MX_RFC',
  categories: ['PII'],
  label: { one: 'Mexican RFC', other: 'Mexican RFCs' },
  description:
    'Mexican taxpayer number (Registro Federal de Contribuyentes): four letters of a person\'s name (three of a company\'s), the date of birth or incorporation YYMMDD and a three-character homoclave ending in a mod-11 check, written as one word. A date and a check in a distinctive shape, yet one check passes one time in eleven, so alone it is POSSIBLE; a word such as "RFC" makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: '[A-Z]{3,4}[0-9]{6}[1-9A-V][1-9A-Z][0-9A]',
  maxLength: 13,
  validate: (value) => (isValidRfc(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['rfc', 'registro federal de contribuyentes', 'rfc con homoclave', 'mexican tax id']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a date and a mod-11 check character, which a random homoclave passes one time in eleven' },
  truePositives: [
    { text: 'RFC: MHWV661119FCA', match: 'MHWV661119FCA', note: 'a person, check A' },
    { text: 'RFC con homoclave CCOL6606049M2', match: 'CCOL6606049M2' },
    { text: '{"rfc":"KSY711127FC3"}', match: 'KSY711127FC3', note: 'a company' },
    { text: 'Registro Federal de Contribuyentes JIM410816E16.', match: 'JIM410816E16' },
    { text: 'rfc=LULU001201Q32;', match: 'LULU001201Q32' },
    { text: 'nombre,rfc\nDaniela,DFBK7706065W5\n', match: 'DFBK7706065W5', note: 'CSV column' },
    { text: '(RFC GWHO420419HD8)', match: 'GWHO420419HD8' },
    { text: 'RFC del emisor: YJM861107QQ2', match: 'YJM861107QQ2' },
    { text: 'factura a RFC ETW570911TN8 pagada', match: 'ETW570911TN8' },
    { text: 'su RFC es GENE7805043V8', match: 'GENE7805043V8' },
  ],
  falsePositives: [
    { text: 'RFC: MHWV661119FC5', note: 'check character wrong' },
    { text: 'RFC KSY711327FC3', note: 'month 13' },
    { text: 'Please double-check CCOL6606049M2 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'const TAG = "CCOL6606049M2";', note: 'a constant in code' },
    { text: 'RFC CCOL6606049M', note: 'one character short' },
    { text: 'RFC XCCOL6606049M2', note: 'a letter too many in front' },
    { text: 'RFC CCOL6606049M2X', note: 'runs on into a letter' },
    { text: 'RFC ccol6606049m2', note: 'lower case' },
    { text: 'see RFC 7231 section 6', note: 'an Internet RFC' },
    { text: 'RFC CCOL6606049O2', note: 'the homoclave never holds O' },
  ],
});
