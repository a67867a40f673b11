import { CONFIDENCE, type Detector } from '../../types.js';
import { ssnVerdict } from '../../validators/ssn.js';
import { SSN_CONTEXT_WORDS, SSN_LABEL } from './context/ssn.js';

export const ssnUndashed = Object.freeze<Detector>({
  id: 'ssn-undashed',
  type: 'SSN',
  categories: ['PII'],
  label: SSN_LABEL,
  description:
    'US Social Security Number written as nine digits or with spaces (123 45 6789), only next to a word such as "SSN" or "social security": nine digits alone are too common. SSA rules as for the dashed form.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{3} \d{2} \d{4}|\d{9}`,
  maxLength: 11,
  validate: ssnVerdict,
  context: { words: SSN_CONTEXT_WORDS, window: 32, required: true },
  confidence: { base: CONFIDENCE.MEDIUM },
  // Invented numbers; 078 05 1120 and 219099999 are specimens the SSA voided.
  truePositives: [
    { text: 'SSN: 536228147', match: '536228147' },
    { text: 'social security number 078 05 1120', match: '078 05 1120' },
    { text: 'ssn=536221234', match: '536221234' },
    { text: 'SS# 219099999 on file', match: '219099999' },
    { text: 'Social Security No. 457555462', match: '457555462' },
    { text: '"ssn": "372842910"', match: '372842910' },
    { text: 'soc sec 401 38 1150', match: '401 38 1150' },
    { text: 'SSN\n665123456', match: '665123456' },
    { text: 'the SSN (899999999) was redacted', match: '899999999' },
    { text: 'Enter SSN 001010001 to continue', match: '001010001' },
  ],
  falsePositives: [
    { text: 'order 123456789 shipped', note: 'no context word' },
    { text: 'SSN: 000123456', note: 'area 000' },
    { text: 'SSN: 666123456', note: 'area 666' },
    { text: 'SSN: 912701234', note: 'area 9xx' },
    { text: 'SSN: 123004567', note: 'group 00' },
    { text: 'SSN: 123450000', note: 'serial 0000' },
    { text: 'SSN: 12345678', note: 'eight digits' },
    { text: 'SSN: 1234567890', note: 'ten digits' },
    { text: 'SSN field updated at 1700000000', note: 'timestamp' },
    { text: 'SSN v1.2.3 release', note: 'version string' },
  ],
});
