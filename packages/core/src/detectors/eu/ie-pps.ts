import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidPps } from '../../validators/ireland-pps.js';
import { withKeyForms } from '../context-words.js';

export const iePps = Object.freeze<Detector>({
  id: 'ie-pps',
  type: 'IE_PPS',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Irish PPS number', other: 'Irish PPS numbers' },
  description:
    'Irish Personal Public Service number: seven digits, a check letter (weighted sum mod 23) and, since 2013, often a second letter (A, B, H; W on older numbers). The check letter passes by chance one time in 23, so alone it is POSSIBLE; a word such as "PPS" makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: '[0-9]{7}[A-W][ABHW]?',
  maxLength: 9,
  validate: (value) => (isValidPps(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['pps', 'ppsn', 'pps number', 'pps no', 'personal public service number', 'rsi']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a check letter mod 23 over seven digits' },
  truePositives: [
    { text: 'PPS number: 0063325EB', match: '0063325EB' },
    { text: 'PPSN 8072098GA (test)', match: '8072098GA' },
    { text: '{"ppsn":"7046928G"}', match: '7046928G', note: 'one letter' },
    { text: 'pps=1717359WB;', match: '1717359WB' },
    { text: 'name,ppsn\nAoife,8968723VA\n', match: '8968723VA', note: 'CSV column' },
    { text: '(PPS 8986392DA)', match: '8986392DA' },
    { text: 'Personal Public Service Number 8168705JA.', match: '8168705JA' },
    { text: 'PPS No. 7320026O', match: '7320026O' },
    { text: 'RSI 5961175R on the form', match: '5961175R', note: 'the older name' },
    { text: 'PPS: 0878701PA', match: '0878701PA' },
  ],
  falsePositives: [
    { text: 'PPS number: 0063325FB', note: 'wrong check letter' },
    { text: 'Please double-check 0063325EB before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'part 7046928G shipped', note: 'no word names it' },
    { text: 'PPS 0063325', note: 'no check letter' },
    { text: 'PPS 0063325EBX', note: 'glued to a letter' },
    { text: 'const CODE = "7046928G";', note: 'a constant in code' },
    { text: 'PPS 00633251EB', note: 'eight digits' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'PPS 0063325ZB', note: 'Z is no check letter' },
  ],
});
