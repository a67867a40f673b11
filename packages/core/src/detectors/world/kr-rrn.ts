import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidRrn } from '../../validators/korea-rrn.js';
import { withKeyForms } from '../context-words.js';

export const krRrn = Object.freeze<Detector>({
  id: 'kr-rrn',
  type: 'KR_RRN',
  categories: ['PII'],
  label: { one: 'Korean resident registration number', other: 'Korean resident registration numbers' },
  description:
    'South Korean resident registration number as printed, YYMMDD-SBBBBNC: a date, a digit for sex and century and a mod-11 check digit. Numbers issued since October 2020 carry no check digit and are not found.',
  anchor: { kind: 'digits' },
  pattern: '[0-9]{6}-[1-8][0-9]{6}',
  maxLength: 14,
  validate: (value) => (isValidRrn(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['rrn', 'resident registration number', 'jumin', 'jumin deungrok beonho']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'a date and a mod-11 check digit' },
  truePositives: [
    { text: 'RRN: 580725-1548403', match: '580725-1548403' },
    { text: 'Please double-check 760319-2583486 before Friday.', match: '760319-2583486', note: 'no context word, printed' },
    { text: '{"rrn":"711208-1647425"}', match: '711208-1647425' },
    { text: 'name,rrn\nKim,450818-1745795\n', match: '450818-1745795', note: 'CSV column' },
    { text: 'resident registration number 460601-2767941.', match: '460601-2767941' },
    { text: '(400707-2225041)', match: '400707-2225041' },
    { text: 'rrn=760304-2427588;', match: '760304-2427588' },
    { text: 'jumin 820325-1317600', match: '820325-1317600' },
    { text: 'customer 920103-2529161 called', match: '920103-2529161' },
    { text: 'RRN 630425-2046775', match: '630425-2046775' },
  ],
  falsePositives: [
    { text: 'RRN: 580725-1548404', note: 'wrong check digit' },
    { text: 'RRN 581325-1548403', note: 'month 13' },
    { text: 'RRN 580725-9548403', note: 'sex digit 9' },
    { text: 'order 5807251548403 shipped', note: 'compact is not looked for' },
    { text: 'range 580725-154840', note: 'six digits after the dash' },
    { text: 'const ID = "580725-1548404";', note: 'a code literal, check fails' },
    { text: 'x580725-1548403', note: 'glued to a letter' },
    { text: 'date 2024-03-15', note: 'ISO date' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'call 580725-15484031', note: 'eight digits after the dash' },
  ],
});
