import { CONFIDENCE, type Detector } from '../../types.js';
import { ssnVerdict } from '../../validators/ssn.js';
import { SSN_CONTEXT_WORDS, SSN_LABEL } from './context/ssn.js';

export const ssn = Object.freeze<Detector>({
  id: 'ssn',
  type: 'SSN',
  categories: ['PII'],
  label: SSN_LABEL,
  description:
    'US Social Security Number in its dashed form 123-45-6789 (or dotted, 123.45.6789), following the SSA rules (area not 000, 666 or 900-999; group not 00; serial not 0000). A nearby word such as "SSN" raises confidence.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{3}-\d{2}-\d{4}|\d{3}\.\d{2}\.\d{4}`,
  maxLength: 11,
  validate: ssnVerdict,
  context: { words: SSN_CONTEXT_WORDS, window: 40, required: false },
  excludeAfter: { words: ['version', 'ver', 'build', 'release'], window: 12 },
  confidence: { base: CONFIDENCE.MEDIUM },
  // Invented numbers; 078-05-1120 and 219-09-9999 are specimens the SSA voided.
  truePositives: [
    { text: 'SSN: 123-45-6789', match: '123-45-6789' },
    { text: 'SSN 536.22.8147 on file', match: '536.22.8147', note: 'dotted' },
    { text: 'her number is 078-05-1120 per the card', match: '078-05-1120' },
    { text: 'social security 219-09-9999', match: '219-09-9999' },
    { text: '"ssn":"536-22-1234"', match: '536-22-1234' },
    { text: 'employee 665-12-3456 onboarded', match: '665-12-3456', note: 'area next to the excluded 666' },
    { text: 'SS# 001-01-0001', match: '001-01-0001', note: 'lowest valid parts' },
    { text: '(899-99-9999)', match: '899-99-9999', note: 'highest valid area' },
    { text: 'Soc Sec 457-55-5462.', match: '457-55-5462' },
    { text: 'ssn=372-84-2910&x=1', match: '372-84-2910' },
    { text: 'Taxpayer 401-38-1150 filed', match: '401-38-1150' },
  ],
  falsePositives: [
    { text: 'SSN: 000-12-3456', note: 'area 000' },
    { text: 'SSN: 666-12-3456', note: 'area 666' },
    { text: 'SSN: 123-00-4567', note: 'group 00' },
    { text: 'SSN: 123-45-0000', note: 'serial 0000' },
    { text: 'ITIN 912-70-1234', note: 'area 9xx is an ITIN, not an SSN' },
    { text: 'date 2024-03-15', note: 'ISO date' },
    { text: 'call 555-123-4567', note: 'phone shape' },
    { text: 'part 12-345-6789', note: 'different grouping' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'ref 1123-45-6789', note: 'inside a longer number' },
    { text: 'version 123.45.6789', note: 'dots, not dashes' },
  ],
});
