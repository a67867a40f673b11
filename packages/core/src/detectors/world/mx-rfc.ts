import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidRfc } from '../../validators/mexico-rfc.js';
import { withKeyForms } from '../context-words.js';

const RFC_WORDS = withKeyForms(['rfc', 'registro federal de contribuyentes', 'rfc con homoclave', 'mexican tax id']);

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
  context: { words: RFC_WORDS, window: 50, required: false },
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

export const mxRfcSeparated = Object.freeze<Detector>({
  id: 'mx-rfc-separated',
  type: 'MX_RFC',
  categories: ['PII'],
  label: { one: 'Mexican RFC', other: 'Mexican RFCs' },
  description:
    'Mexican RFC written in its three parts, GODE-561231-GR8 or GODE 561231 GR8 (one separator throughout). Its letters are a token of their own, and an Ñ or & in them ends a token, so it is looked for only near a word such as "RFC".',
  anchor: { kind: 'context' },
  pattern: '[A-ZÑ&]{3,4}[ -][0-9]{6}[ -][1-9A-V][1-9A-Z][0-9A]',
  maxLength: 15,
  validate: (value) => (isValidRfc(value) ? 'confirm' : 'reject'),
  context: { words: RFC_WORDS, window: 30, beforeOnly: true, required: true },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'RFC: MHWV-661119-FCA', match: 'MHWV-661119-FCA' },
    { text: 'RFC con homoclave CCOL 660604 9M2', match: 'CCOL 660604 9M2' },
    { text: '{"rfc":"KSY-711127-FC3"}', match: 'KSY-711127-FC3', note: 'a company' },
    { text: 'Registro Federal de Contribuyentes JIM 410816 E16.', match: 'JIM 410816 E16' },
    { text: 'rfc=LULU-001201-Q32;', match: 'LULU-001201-Q32' },
    { text: '(RFC GWHO 420419 HD8)', match: 'GWHO 420419 HD8' },
    { text: 'RFC del emisor: YJM-861107-QQ2', match: 'YJM-861107-QQ2' },
    { text: 'factura a RFC ETW-570911-TN8 pagada', match: 'ETW-570911-TN8' },
    { text: 'su RFC es GENE 780504 3V8', match: 'GENE 780504 3V8' },
    { text: 'RFC: DFBK-770606-5W5', match: 'DFBK-770606-5W5' },
  ],
  falsePositives: [
    { text: 'RFC: MHWV-661119-FC5', note: 'check character wrong' },
    { text: 'RFC MHWV-661119 FCA', note: 'separators disagree' },
    { text: 'order MHWV-661119-FCA shipped', note: 'no word names it' },
    { text: 'RFC KSY-711327-FC3', note: 'month 13' },
    { text: 'RFC MHWV-661119-FC', note: 'one character short' },
    { text: 'RFC mhwv-661119-fca', note: 'lower case' },
    { text: 'see RFC 7231 section 6.5.1', note: 'an Internet RFC' },
    { text: 'RFC: pending, we are still waiting on the client. Order MHWV-661119-FCA went out.', note: 'too far from the word' },
    { text: 'RFC XMHWV-661119-FCA', note: 'five letters' },
    { text: 'RFC MHWV-661119-FCAX', note: 'runs on into a letter' },
  ],
});
