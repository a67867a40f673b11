import { CONFIDENCE, type Detector } from '../../types.js';

export const medicalRecordNumber = Object.freeze<Detector>({
  id: 'medical-record-number',
  type: 'MEDICAL_RECORD_NUMBER',
  categories: ['PHI'],
  label: { one: 'medical record number', other: 'medical record numbers' },
  description:
    'Medical record number: 6-10 digits, or up to 3 letters (optionally a hyphen) and 5-10 digits, reported only near a word such as "MRN" or "patient id", since each hospital has its own format and the shape alone is everywhere.',
  anchor: { kind: 'context' },
  pattern: '[A-Z]{1,3}-?[0-9]{5,10}|[0-9]{6,10}',
  maxLength: 14,
  context: {
    words: ['mrn', 'medical record number', 'medical record no', 'medical record', 'patient id', 'patient number', 'patient no', 'chart number', 'hospital number'],
    window: 40,
    required: true,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'MRN: 00482913', match: '00482913' },
    { text: 'Medical record number 7734120 (test)', match: '7734120' },
    { text: 'patient id MR-4471023', match: 'MR-4471023' },
    { text: '{"mrn":"H20458817"}', match: 'H20458817' },
    { text: 'chart number 558120', match: '558120' },
    { text: 'MRN#: 10449812', match: '10449812' },
    { text: 'Patient ID: PT0091827', match: 'PT0091827' },
    { text: 'hospital number 66120934 admitted', match: '66120934' },
    { text: 'medical record: 3301772619', match: '3301772619' },
    { text: 'patient no. 900412', match: '900412' },
  ],
  falsePositives: [
    { text: 'order 00482913 shipped', note: 'no context word' },
    { text: 'MRN: 12345', note: 'five digits' },
    { text: 'MRN 12345678901', note: 'eleven digits' },
    { text: 'room 4471023 on floor 3', note: 'no context word' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'timestamp 1700000000', note: 'unix timestamp, no context word' },
    { text: 'price USD 448291.30', note: 'price' },
    { text: 'version 4.4.8291', note: 'version string' },
    { text: 'MRN pending, see chart', note: 'context word without a number' },
    { text: 'mrn,npi\nMRN pending,NPI 1230307047', note: 'the value right after "NPI" is the NPI, even with "MRN" in reach' },
  ],
});
