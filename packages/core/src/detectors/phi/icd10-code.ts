import { CONFIDENCE, type Detector } from '../../types.js';
import { isPlausibleIcd10Code } from '../../validators/icd10.js';

export const icd10Code = Object.freeze<Detector>({
  id: 'icd10-code',
  type: 'ICD10_CODE',
  categories: ['PHI'],
  label: { one: 'ICD-10 diagnosis code', other: 'ICD-10 diagnosis codes' },
  description:
    'ICD-10 / ICD-10-CM diagnosis code: a letter, two digits, an optional dot and up to four more characters; chapter U only in its assigned blocks. Reported only near a word such as "diagnosis", "dx" or "ICD-10": the shape alone matches part numbers, rooms and grid references.',
  anchor: { kind: 'context' },
  pattern: '[A-Z][0-9]{2}(?:\\.[0-9A-Z]{1,4}|[0-9X][0-9A-Z]{0,3})?',
  maxLength: 8,
  validate: (value) => (isPlausibleIcd10Code(value) ? 'none' : 'reject'),
  context: {
    words: ['icd', 'icd-10', 'icd10', 'icd-10-cm', 'diagnosis', 'diagnoses', 'diagnosed', 'dx', 'diag'],
    window: 40,
    required: true,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'Diagnosis: E11.9 type 2 diabetes', match: 'E11.9' },
    { text: 'ICD-10 I10', match: 'I10' },
    { text: 'dx J45.909', match: 'J45.909' },
    { text: 'ICD-10-CM S52.521A', match: 'S52.521A', note: 'seventh character' },
    { text: 'diagnosis code T36.0X1A', match: 'T36.0X1A', note: 'placeholder X' },
    { text: 'diagnosed with U07.1', match: 'U07.1', note: 'assigned U code' },
    { text: 'ICD10: F32.A', match: 'F32.A', note: 'ICD-10-CM letter after the dot' },
    { text: 'billing dx E119', match: 'E119', note: 'undotted' },
    { text: 'Diagnoses: Z00.00, M54.5', match: 'M54.5', note: 'second code in a list' },
    { text: 'diag C50.911 (test)', match: 'C50.911' },
  ],
  falsePositives: [
    { text: 'part A12 in stock', note: 'no context word' },
    { text: 'room B12, floor 3', note: 'no context word' },
    { text: 'diagnosis U99.9', note: 'unassigned U code' },
    { text: 'dx 12.5 mg', note: 'no letter' },
    { text: 'diagnosis AB12', note: 'two letters' },
    { text: 'diagnosis id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'dx commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'flight A320 landed', note: 'aircraft type, no context word' },
    { text: 'diagnosis pending, version 1.2.3', note: 'version string' },
    { text: 'diagnosis E1', note: 'one digit' },
  ],
});
