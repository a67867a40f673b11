import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidDni } from '../../validators/dni.js';

export const esDni = Object.freeze<Detector>({
  id: 'es-dni',
  type: 'ES_DNI',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Spanish DNI', other: 'Spanish DNIs' },
  description:
    'Spanish national identity document number (DNI/NIF): 8 digits and the control letter of the number mod 23. A personal identifier, so PII as well as EU data.',
  anchor: { kind: 'digits' },
  pattern: '[0-9]{8}-?[A-Z]',
  maxLength: 10,
  validate: (value) => (isValidDni(value) ? 'confirm' : 'reject'),
  context: { words: ['dni', 'nif', 'documento nacional de identidad', 'identity card'], window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'DNI: 12345678Z', match: '12345678Z' },
    { text: 'NIF 24891826F del titular', match: '24891826F' },
    { text: 'documento 65323391-X', match: '65323391-X', note: 'hyphen before the letter' },
    { text: '{"dni":"78751400K"}', match: '78751400K' },
    { text: 'cliente 28321339J (ficticio)', match: '28321339J' },
    { text: 'DNI 22804149V.', match: '22804149V' },
    { text: 'identity card 45625257L', match: '45625257L' },
    { text: 'dni=25589204W&x=1', match: '25589204W' },
    { text: 'titular: 70800763R', match: '70800763R' },
    { text: '(95017493P)', match: '95017493P' },
  ],
  falsePositives: [
    { text: 'DNI: 12345678A', note: 'wrong control letter' },
    { text: 'DNI 24891826G', note: 'wrong control letter' },
    { text: 'NIE X1234567L', note: 'an NIE is not a DNI' },
    { text: 'order 123456789Z', note: 'nine digits' },
    { text: 'timestamp 1700000000Z', note: 'timestamp with zone letter' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'price 12345678 EUR', note: 'no letter' },
    { text: 'build 2024.12345678Z1', note: 'inside a longer token' },
    { text: 'ticket 12345678Zeta', note: 'letter starts a word' },
  ],
});
