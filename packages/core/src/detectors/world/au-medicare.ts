import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidMedicareCard } from '../../validators/australia-medicare.js';
import { withKeyForms } from '../context-words.js';

const MEDICARE_WORDS = withKeyForms(['medicare', 'medicare number', 'medicare card', 'medicare no', 'medicare card number']);
const LABEL = { one: 'Australian Medicare number', other: 'Australian Medicare numbers' };
const CHECKSUM = 'a weighted mod-10 check digit over eight digits, which a random run passes one time in ten';

export const auMedicare = Object.freeze<Detector>({
  id: 'au-medicare',
  type: 'AU_MEDICARE',
  categories: ['PII', 'PHI'],
  label: LABEL,
  description:
    'Australian Medicare card number printed as on the card, 2123 45670 1: ten digits, the first 2 to 6, the ninth a check digit and the tenth the card\'s issue number, with the holder\'s reference number (IRN, 1 to 9) after a space or slash. In its groups it is LIKELY alone.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[2-6]\d{3} \d{5} [1-9](?:[ /][1-9])?`,
  maxLength: 14,
  validate: (value) => (isValidMedicareCard(value) ? 'confirm' : 'reject'),
  context: { words: MEDICARE_WORDS, window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: CHECKSUM },
  truePositives: [
    { text: 'Medicare: 6193 53304 1', match: '6193 53304 1' },
    { text: 'Please double-check 3026 42560 7 before Friday.', match: '3026 42560 7', note: 'no context word, printed as on the card' },
    { text: '{"medicare_number":"6141 63162 3"}', match: '6141 63162 3' },
    { text: 'Medicare card 2612 20007 3 2', match: '2612 20007 3 2', note: 'with the IRN' },
    { text: '(Medicare 3712 92086 8/3)', match: '3712 92086 8/3', note: 'IRN after a slash' },
    { text: 'patient,medicare\nSam,3996 13353 8\n', match: '3996 13353 8', note: 'CSV column' },
    { text: 'Medicare number 6023 95418 6 on file', match: '6023 95418 6' },
    { text: 'Medicare 4484 91268 8 expires 05/2029', match: '4484 91268 8' },
    { text: 'card 3203 88248 4 for the claim', match: '3203 88248 4' },
    { text: '4192 78647 9', match: '4192 78647 9', note: 'the whole text' },
  ],
  falsePositives: [
    { text: 'Medicare: 6193 53305 1', note: 'check digit wrong' },
    { text: 'Medicare 7193 53304 1', note: 'first digit above 6' },
    { text: 'Medicare 6193 53304 0', note: 'issue number 0' },
    { text: 'Medicare 6193-53304-1', note: 'dashes are not the printed form' },
    { text: 'Medicare 6193 5330 41', note: 'other groups' },
    { text: 'Medicare 6193 53304 12 3', note: 'runs on into more digits' },
    { text: 'const ROW = "6193 53304 1";', note: 'a constant in code' },
    { text: 'Medicare x6193 53304 1', note: 'glued to a letter' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'Medicare 6193 53304', note: 'the issue number missing' },
  ],
});

export const auMedicareCompact = Object.freeze<Detector>({
  id: 'au-medicare-compact',
  type: 'AU_MEDICARE',
  categories: ['PII', 'PHI'],
  label: LABEL,
  description:
    'Australian Medicare card number written without its groups: ten digits (the first 2 to 6, a check digit, the issue number) and optionally the IRN. One check digit over ten bare digits passes often in tables of numbers, so a word such as "Medicare" is required.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[2-6]\d{8}[1-9][1-9]?`,
  maxLength: 11,
  validate: (value) => (isValidMedicareCard(value) ? 'confirm' : 'reject'),
  context: { words: MEDICARE_WORDS, window: 50, required: true },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'LIKELY', checksum: CHECKSUM },
  truePositives: [
    { text: '{"medicare_number":"6141631623"}', match: '6141631623' },
    { text: 'medicare no 43977264091', match: '43977264091', note: 'the IRN run on' },
    { text: 'medicare=3014067675;', match: '3014067675' },
    { text: 'patient,medicare\nSam,3996133538\n', match: '3996133538', note: 'CSV column' },
    { text: 'Medicare card number: 2612200073', match: '2612200073' },
    { text: 'MEDICARE 6023954186 (expires 05/2029)', match: '6023954186' },
    { text: 'her Medicare number is 4484912688.', match: '4484912688' },
    { text: 'medicare_card=32038824841', match: '32038824841', note: 'with the IRN' },
    { text: '(Medicare 4192786479)', match: '4192786479' },
    { text: 'Medicare no. 5280240832 verified', match: '5280240832' },
  ],
  falsePositives: [
    { text: 'Medicare 6193533051', note: 'check digit wrong' },
    { text: 'order 6141631623 shipped', note: 'no word names it' },
    { text: 'Please double-check 6141631623 before Friday.', note: 'no context word' },
    { text: '      3082640443,\n      3233442989,\n      3988292384,', note: 'a table of constants' },
    { text: 'Medicare 61416316231234', note: 'part of a longer number' },
    { text: 'Medicare 7141631623', note: 'first digit above 6' },
    { text: 'Medicare 6193533040', note: 'issue number 0' },
    { text: 'Medicare x6141631623', note: 'glued to a letter' },
    { text: 'Medicare 614163162', note: 'one digit short' },
    { text: 'timestamp 1700000000', note: 'no word, a timestamp' },
  ],
});
