import { CONFIDENCE, type Detector } from '../../types.js';
import { isIssuableNino } from '../../validators/nino.js';

/** Shared by the compact and the spaced record so both read the same words. */
export const NINO_CONTEXT_WORDS = ['national insurance', 'ni number', 'ni no', 'nino', 'nin', 'insurance number'];

export const ukNino = Object.freeze<Detector>({
  id: 'uk-nino',
  type: 'UK_NINO',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'UK National Insurance number', other: 'UK National Insurance numbers' },
  description:
    'UK National Insurance number, compact (AB123456C): two prefix letters outside the never-issued letters and pairs, six digits, suffix A-D. The UK is outside the EU, but UK GDPR mirrors the GDPR, so it sits with the European identifiers (EU_DATA) for transfer rules, and it is PII. There is no check digit: shape alone gives MEDIUM, a word such as "NI number" nearby raises it.',
  anchor: { kind: 'digits' },
  pattern: '[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]',
  maxLength: 9,
  validate: (value) => (isIssuableNino(value) ? 'none' : 'reject'),
  context: { words: NINO_CONTEXT_WORDS, window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'NI number: AB123456C', match: 'AB123456C' },
    { text: 'National Insurance JG103759A (example)', match: 'JG103759A' },
    { text: 'NINO CE123456D', match: 'CE123456D' },
    { text: '{"nino":"HZ654321B"}', match: 'HZ654321B' },
    { text: 'employee AA112233A payroll', match: 'AA112233A', note: 'no context word' },
    { text: 'ni no. WP876543C', match: 'WP876543C' },
    { text: 'insurance number SN101010D.', match: 'SN101010D' },
    { text: '(NINO: TY246810A)', match: 'TY246810A' },
    { text: 'nino=ZX135791B;', match: 'ZX135791B' },
    { text: 'NI number RE998877C on file', match: 'RE998877C' },
    { text: 'National Insurance number BW304938B, passport number 150471794', match: 'BW304938B', note: '"passport" in reach does not take it' },
  ],
  falsePositives: [
    { text: 'NI number: QQ123456C', note: 'Q never in the prefix' },
    { text: 'NI number DA123456A', note: 'D never first' },
    { text: 'NI number AO123456A', note: 'O never second' },
    { text: 'NI number GB123456A', note: 'unissued prefix' },
    { text: 'NI number AB123456E', note: 'suffix past D' },
    { text: 'part AB1234567C', note: 'seven digits' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'timestamp 1700000000 price GBP 123456.00', note: 'timestamp and price' },
    { text: 'sku XAB123456C', note: 'glued to a letter' },
  ],
});
