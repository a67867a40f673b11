import { CONFIDENCE, type Detector } from '../../types.js';
import { isPlausibleMtIdCard } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

export const mtIdCard = Object.freeze<Detector>({
  id: 'mt-id-card',
  type: 'MT_ID_CARD',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Maltese identity card number', other: 'Maltese identity card numbers' },
  description:
    'Maltese identity card number (Karta tal-Identità), also the tax number of a person: up to seven digits and a letter of the register (M, G, A, P, L, H, B, Z), such as 1234567M. It carries no check, so it is reported only beside a word such as "ID card".',
  anchor: { kind: 'context' },
  pattern: String.raw`\d{1,7}[MGAPLHBZ]`,
  maxLength: 8,
  validate: (value) => (isPlausibleMtIdCard(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['id card', 'id card number', 'identity card', 'identity card number', 'karta tal-identità', 'karta tal-identita', 'maltese id', 'id card no', 'numru tal-karta tal-identità']),
    window: 40,
    required: true,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'ID card: 0456789M', match: '0456789M' },
    { text: 'Identity card number 123456G', match: '123456G' },
    { text: '{"id_card":"7654321A"}', match: '7654321A' },
    { text: 'name,id card\nMaria,3456789P\n', match: '3456789P', note: 'CSV column' },
    { text: 'Karta tal-Identità 0234567L.', match: '0234567L' },
    { text: 'id_card_number=98765H;', match: '98765H' },
    { text: '(Maltese ID 5432198B)', match: '5432198B' },
    { text: 'ID card no. 1122334Z', match: '1122334Z' },
    { text: 'applicant identity card 0087654M on file', match: '0087654M' },
    { text: 'Karta tal-identita: 4455667G', match: '4455667G' },
  ],
  falsePositives: [
    { text: 'Please double-check 0456789M before Friday.', note: 'no word: not looked for' },
    { text: 'ID card: 0456789X', note: 'X is no register letter' },
    { text: 'ID card: 0000000M', note: 'zeros' },
    { text: 'ID card: 04567890M', note: 'eight digits' },
    { text: 'ID card: x0456789M', note: 'glued to a letter' },
    { text: 'ID card: 0456789MA', note: 'a letter glued after it' },
    { text: 'ID card: 0456789m', note: 'lower case' },
    { text: 'ID card: [withheld]', note: 'withheld' },
    { text: 'ID card photo 1200x800M', note: 'a size' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
