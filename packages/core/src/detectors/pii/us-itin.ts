import { CONFIDENCE, type Detector } from '../../types.js';
import { itinVerdict } from '../../validators/ssn.js';

export const usItin = Object.freeze<Detector>({
  id: 'us-itin',
  type: 'US_ITIN',
  categories: ['PII'],
  label: { one: 'US taxpayer identification number', other: 'US taxpayer identification numbers' },
  description:
    'US Individual Taxpayer Identification Number, 9XX-GG-SSSS with the group in 50-65, 70-88, 90-92 or 94-99, as the IRS issues them. A nearby word such as "ITIN" raises confidence.',
  anchor: { kind: 'digits' },
  pattern: String.raw`9\d{2}-\d{2}-\d{4}`,
  maxLength: 11,
  validate: itinVerdict,
  context: { words: ['itin', 'taxpayer identification', 'tax id', 'individual taxpayer', 'tin'], window: 40, required: false },
  confidence: { base: CONFIDENCE.MEDIUM },
  // Invented numbers, fake.
  truePositives: [
    { text: 'ITIN: 912-70-1234', match: '912-70-1234' },
    { text: 'tax id 900-50-0000', match: '900-50-0000', note: 'lowest group' },
    { text: 'filed under 999-99-9999', match: '999-99-9999' },
    { text: '"itin":"923-65-4321"', match: '923-65-4321' },
    { text: 'ITIN 988-88-1234.', match: '988-88-1234' },
    { text: 'taxpayer identification 947-90-5555', match: '947-90-5555' },
    { text: 'Individual taxpayer 901-94-0001', match: '901-94-0001' },
    { text: '(955-72-3310)', match: '955-72-3310' },
    { text: 'TIN 976-92-4420 on the W-7', match: '976-92-4420' },
    { text: 'itin=930-81-1122&y=2', match: '930-81-1122' },
  ],
  falsePositives: [
    { text: 'ITIN 912-66-1234', note: 'group 66 is not issued' },
    { text: 'ITIN 912-69-1234', note: 'group 69 is not issued' },
    { text: 'ITIN 912-89-1234', note: 'group 89 is not issued' },
    { text: 'ITIN 912-93-1234', note: 'group 93 is not issued' },
    { text: 'ITIN 912-49-1234', note: 'group below 50' },
    { text: 'SSN 812-70-1234', note: 'area below 900' },
    { text: 'call 912-701-2345', note: 'phone shape' },
    { text: 'date 9124-03-15', note: 'date shape' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'ref 1912-70-1234', note: 'inside a longer number' },
  ],
});
