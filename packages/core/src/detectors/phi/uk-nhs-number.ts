import { CONFIDENCE, type Detector } from '../../types.js';
import { withKeyForms } from '../context-words.js';
import { isValidNhsNumber } from '../../validators/nhs.js';

export const ukNhsNumber = Object.freeze<Detector>({
  id: 'uk-nhs-number',
  type: 'UK_NHS_NUMBER',
  categories: ['PHI', 'PII'],
  label: { one: 'NHS number', other: 'NHS numbers' },
  description:
    "NHS number (England, Wales, Isle of Man): 10 digits, compact or 943 476 5919, with the mod-11 check (weights 10 to 2; a check of 10 is never issued). It identifies a patient's health record, so health rules (PHI) apply, and a person (PII); the UK is outside the EU, so it carries no EU_DATA. A 10-digit run passes the check about one time in eleven, so a confirmed match stays MEDIUM (the level of a phone or order number of the same shape) until a word such as \"NHS\" stands nearby.",
  anchor: { kind: 'digits' },
  pattern: '[0-9]{3} [0-9]{3} [0-9]{4}|[0-9]{3}-[0-9]{3}-[0-9]{4}|[0-9]{10}',
  maxLength: 12,
  validate: (value) => (isValidNhsNumber(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['nhs', 'nhs number', 'nhs no', 'patient', 'patient id']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'mod 11 over 10 digits, which a random run passes one time in eleven' },
  truePositives: [
    { text: 'NHS number: 943 476 5919', match: '943 476 5919' },
    { text: 'NHS No 4010232137 (test)', match: '4010232137' },
    { text: 'nhs=3148190653;', match: '3148190653' },
    { text: 'patient 367-554-6217', match: '367-554-6217', note: 'hyphenated' },
    { text: '{"nhs_number":"6875142449"}', match: '6875142449' },
    { text: 'NHS 611 504 5991 referral', match: '611 504 5991' },
    { text: 'NHS number 2132417717.', match: '2132417717' },
    { text: '(NHS 446 180 1268)', match: '446 180 1268' },
    { text: 'patient NHS no. 6725758940', match: '6725758940' },
    { text: 'nhs number: 7311178282', match: '7311178282' },
  ],
  falsePositives: [
    { text: 'NHS number: 943 476 5918', note: 'wrong check digit' },
    { text: 'NHS 4010232138', note: 'wrong check digit' },
    { text: 'NHS 1000000010', note: 'check would be 10' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'price GBP 94347659.19', note: 'price' },
    { text: 'version 943.476.5919', note: 'dotted version string' },
    { text: 'order 94347659190 shipped', note: 'eleven digits' },
    { text: 'NHS 94 34 76 59 19', note: 'other grouping' },
  ],
});
