import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidAhvNumber } from '../../validators/swiss-ahv.js';
import { withKeyForms } from '../context-words.js';

export const chAhv = Object.freeze<Detector>({
  id: 'ch-ahv',
  type: 'CH_AHV',
  categories: ['PII'],
  label: { one: 'Swiss social security number', other: 'Swiss social security numbers' },
  description:
    'Swiss social security number (AHV-Nummer, numéro AVS, numero AVS): 756, nine digits and an EAN-13 check digit, compact or printed 756.1234.5678.97. Switzerland is outside the EU/EEA, so it carries no EU_DATA.',
  anchor: { kind: 'digits' },
  pattern: String.raw`756\.\d{4}\.\d{4}\.\d{2}|756\d{10}`,
  maxLength: 16,
  validate: (value) => (isValidAhvNumber(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['ahv', 'avs', 'ahv nummer', 'ahv nr', 'numéro avs', 'numero avs', 'sozialversicherungsnummer', 'social security']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.HIGH },
  likelihood: { alone: 'LIKELY', formatted: true, checksum: "Switzerland's prefix 756 and an EAN-13 check digit" },
  truePositives: [
    { text: 'AHV-Nr. 756.2257.6016.29', match: '756.2257.6016.29' },
    { text: 'numéro AVS: 756.8907.8485.81', match: '756.8907.8485.81' },
    { text: 'Please double-check 756.9176.7785.31 before Friday.', match: '756.9176.7785.31', note: 'no context word' },
    { text: '{"ahv":"7560444112804"}', match: '7560444112804', note: 'compact' },
    { text: 'Versicherte/r 756.7105.4291.34.', match: '756.7105.4291.34' },
    { text: 'numero AVS 756.2413.1349.92', match: '756.2413.1349.92' },
    { text: '(756.2557.3938.35)', match: '756.2557.3938.35' },
    { text: 'ahv_nummer=756.6255.9759.80;', match: '756.6255.9759.80' },
    { text: 'name,ahv\nMuster,7567071482171\n', match: '7567071482171', note: 'CSV column' },
    { text: 'Sozialversicherungsnummer 756.9469.4364.45', match: '756.9469.4364.45' },
  ],
  falsePositives: [
    { text: 'AHV-Nr. 756.2257.6016.28', note: 'wrong check digit' },
    { text: 'AHV 755.2257.6016.29', note: 'not the Swiss prefix' },
    { text: 'ahv 756.2257.6016.2', note: 'one digit short' },
    { text: 'order 7562257601628 shipped', note: 'compact, wrong check digit' },
    { text: 'ref 756.2257.6016.290', note: 'one digit too many' },
    { text: 'const ID = 7561111111111', note: 'a code literal, check fails' },
    { text: 'price CHF 756.22', note: 'amount' },
    { text: 'version 756.2257.6016', note: 'three groups' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'x756.2257.6016.29', note: 'glued to a letter' },
  ],
});
