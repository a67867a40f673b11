import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidNie } from '../../validators/dni.js';

export const esNie = Object.freeze<Detector>({
  id: 'es-nie',
  type: 'ES_NIE',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Spanish NIE', other: 'Spanish NIEs' },
  description:
    "Spanish foreigner's identity number (NIE): X, Y or Z, 7 digits and the control letter (X, Y, Z read as 0, 1, 2, then mod 23). A personal identifier, so PII as well as EU data.",
  anchor: { kind: 'digits' },
  pattern: '[XYZ][0-9]{7}-?[A-Z]',
  maxLength: 10,
  validate: (value) => (isValidNie(value) ? 'confirm' : 'reject'),
  context: { words: ['nie', 'nif', 'tarjeta de residencia', 'foreigner'], window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'NIE: X1234567L', match: 'X1234567L' },
    { text: 'NIE Y1234567X (ficticio)', match: 'Y1234567X' },
    { text: 'residente Z1234567R', match: 'Z1234567R' },
    { text: 'NIE X2757878-V', match: 'X2757878-V', note: 'hyphen before the letter' },
    { text: '{"nie":"X1613927V"}', match: 'X1613927V' },
    { text: 'tarjeta de residencia X9491329B', match: 'X9491329B' },
    { text: 'NIF Y5778830W', match: 'Y5778830W' },
    { text: 'nie=X5909038Q;', match: 'X5909038Q' },
    { text: '(Y4447486J)', match: 'Y4447486J' },
    { text: 'foreigner Y8787101B registered', match: 'Y8787101B' },
  ],
  falsePositives: [
    { text: 'NIE X1234567T', note: 'wrong control letter' },
    { text: 'NIE Y1234567L', note: 'letter of the X number' },
    { text: 'model W1234567L', note: 'W is no NIE prefix' },
    { text: 'part X12345678L', note: 'eight digits' },
    { text: 'timestamp X1700000000Z', note: 'longer run' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'price X 1234567 EUR', note: 'spaced apart' },
    { text: 'version 2.0-X1234567', note: 'no letter' },
    { text: 'sku AX1234567L', note: 'glued to a letter' },
  ],
});
