import { CONFIDENCE, type Detector } from '../../types.js';
import { isIssuableNino } from '../../validators/nino.js';
import { NINO_CONTEXT_WORDS } from './uk-nino.js';

export const ukNinoSpaced = Object.freeze<Detector>({
  id: 'uk-nino-spaced',
  type: 'UK_NINO',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'UK National Insurance number', other: 'UK National Insurance numbers' },
  description:
    'UK National Insurance number in its printed form AB 12 34 56 C. Its letter pair is a token of its own, so it is looked for only near a word such as "National Insurance"; categories as for the compact form.',
  anchor: { kind: 'context' },
  pattern: '[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] [0-9]{2} [0-9]{2} [0-9]{2} [A-D]',
  maxLength: 13,
  validate: (value) => (isIssuableNino(value) ? 'none' : 'reject'),
  context: { words: NINO_CONTEXT_WORDS, window: 50, required: true },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'NI number: AB 12 34 56 C', match: 'AB 12 34 56 C' },
    { text: 'National Insurance JG 10 37 59 A (example)', match: 'JG 10 37 59 A' },
    { text: 'NINO CE 12 34 56 D', match: 'CE 12 34 56 D' },
    { text: 'your national insurance number is HZ 65 43 21 B.', match: 'HZ 65 43 21 B' },
    { text: 'ni no. WP 87 65 43 C', match: 'WP 87 65 43 C' },
    { text: 'insurance number SN 10 10 10 D', match: 'SN 10 10 10 D' },
    { text: '(NINO: TY 24 68 10 A)', match: 'TY 24 68 10 A' },
    { text: 'NI number RE 99 88 77 C on file', match: 'RE 99 88 77 C' },
    { text: 'National Insurance: AA 11 22 33 A', match: 'AA 11 22 33 A' },
    { text: 'NIN ZX 13 57 91 B', match: 'ZX 13 57 91 B' },
  ],
  falsePositives: [
    { text: 'NI number: QQ 12 34 56 C', note: 'Q never in the prefix' },
    { text: 'NI number DA 12 34 56 A', note: 'D never first' },
    { text: 'NI number GB 12 34 56 A', note: 'unissued prefix' },
    { text: 'NI number AB 12 34 56 E', note: 'suffix past D' },
    { text: 'room AB 12 34 56 C', note: 'no context word' },
    { text: 'NI number AB 12 34 5 C', note: 'short digit group' },
    { text: 'NINO id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'NINO commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'NINO timestamp 2024 01 15 10 30 00', note: 'spaced timestamp' },
    { text: 'NINO price GBP 12 34 56.00', note: 'price' },
  ],
});
