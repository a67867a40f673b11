import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidMedicareCard } from '../../validators/australia-medicare.js';
import { withKeyForms } from '../context-words.js';

export const auMedicare = Object.freeze<Detector>({
  id: 'au-medicare',
  type: 'AU_MEDICARE',
  categories: ['PII', 'PHI'],
  label: { one: 'Australian Medicare number', other: 'Australian Medicare numbers' },
  description:
    'Australian Medicare card number: ten digits, the first 2 to 6, the ninth a check digit and the tenth the card\'s issue number, printed 2123 45670 1 as on the card, with the holder\'s reference number (IRN, 1 to 9) after a space or slash or run on as an eleventh digit. Printed in its groups it is LIKELY alone; bare digits need a word such as "Medicare".',
  anchor: { kind: 'digits' },
  pattern: String.raw`[2-6]\d{3} \d{5} [1-9](?:[ /][1-9])?|[2-6]\d{8}[1-9][1-9]?`,
  maxLength: 14,
  validate: (value) => (isValidMedicareCard(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['medicare', 'medicare number', 'medicare card', 'medicare no', 'medicare card number']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'a weighted mod-10 check digit over eight digits, which a random run passes one time in ten' },
  truePositives: [
    { text: 'Medicare: 6193 53304 1', match: '6193 53304 1' },
    { text: 'Please double-check 3026 42560 7 before Friday.', match: '3026 42560 7', note: 'no context word, printed as on the card' },
    { text: '{"medicare_number":"6141631623"}', match: '6141631623', note: 'compact, named by its key' },
    { text: 'Medicare card 2612 20007 3 2', match: '2612 20007 3 2', note: 'with the IRN' },
    { text: 'medicare no 43977264091', match: '43977264091', note: 'compact, the IRN run on' },
    { text: '(Medicare 3712 92086 8/3)', match: '3712 92086 8/3', note: 'IRN after a slash' },
    { text: 'medicare=3014067675;', match: '3014067675' },
    { text: 'patient,medicare\nSam,3996133538\n', match: '3996133538', note: 'CSV column' },
    { text: 'Medicare number 6023 95418 6 on file', match: '6023 95418 6' },
    { text: 'Medicare 4484 91268 8 expires 05/2029', match: '4484 91268 8' },
  ],
  falsePositives: [
    { text: 'Medicare: 6193 53305 1', note: 'check digit wrong' },
    { text: 'Medicare 7193 53304 1', note: 'first digit above 6' },
    { text: 'Medicare 6193 53304 0', note: 'issue number 0' },
    { text: 'order 6141631623 shipped', note: 'bare digits, no word names them' },
    { text: 'Please double-check 6141631623 before Friday.', note: 'compact, no context word: POSSIBLE only' },
    { text: 'const SEED = 6141631623;', note: 'a constant in code' },
    { text: 'id 614163162312', note: 'part of a longer number' },
    { text: 'ts=2612200073', note: 'a timestamp' },
    { text: 'Medicare 6193-53304-1', note: 'dashes are not the printed form' },
    { text: 'Medicare x6141631623', note: 'glued to a letter' },
  ],
});
