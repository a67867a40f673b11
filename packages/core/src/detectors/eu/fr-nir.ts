import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidNir } from '../../validators/nir.js';

export const frNir = Object.freeze<Detector>({
  id: 'fr-nir',
  type: 'FR_NIR',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'French social security number', other: 'French social security numbers' },
  description:
    'French social security number (NIR): sex, year, month, department (2A/2B for Corsica), commune and order number, then the key 97 - (number mod 97), compact or spaced 1 84 12 76 451 089 46. A personal identifier, so PII as well as EU data.',
  anchor: { kind: 'digits' },
  pattern:
    '[1-478] [0-9]{2} [0-9]{2} (?:[0-9]{2}|2[AB]) [0-9]{3} [0-9]{3} [0-9]{2}|[1-478][0-9]{4}(?:[0-9]{2}|2[AB])[0-9]{8}',
  maxLength: 21,
  validate: (value) => (isValidNir(value) ? 'confirm' : 'reject'),
  context: {
    words: ['nir', 'insee', 'securite sociale', 'sécurité sociale', 'carte vitale', 'social security'],
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'NIR : 2 55 08 14 168 025 38', match: '2 55 08 14 168 025 38' },
    { text: 'numéro de sécurité sociale 184127645108946', match: '184127645108946' },
    { text: 'N° INSEE 269054958815780', match: '269054958815780' },
    { text: 'né en Corse, NIR 1 51 02 2A 123 456 02', match: '1 51 02 2A 123 456 02', note: 'Corsica 2A' },
    { text: 'carte vitale 269052B04512372 (fictive)', match: '269052B04512372', note: 'Corsica 2B' },
    { text: 'assuré: 147128605601827', match: '147128605601827' },
    { text: '{"nir":"194035701056569"}', match: '194035701056569' },
    { text: 'social security 2 67 07 16 394 619 57', match: '2 67 07 16 394 619 57' },
    { text: 'dossier 260062936593802 fake', match: '260062936593802' },
    { text: 'NIR=154062469399194;', match: '154062469399194' },
  ],
  falsePositives: [
    { text: 'NIR : 2 55 08 14 168 025 39', note: 'wrong key' },
    { text: 'NIR 184127645108947', note: 'wrong key' },
    { text: 'NIR 1 51 02 2A 123 456 72', note: 'Corsica key of 2B under 2A' },
    { text: 'NIR 555081416802538', note: 'sex digit 5' },
    { text: 'card 4111 1111 1111 111', note: 'card-like grouping' },
    { text: 'timestamp 1700000000123456', note: 'microsecond timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'price 255081416802.53 EUR', note: 'price' },
    { text: 'order 25508141680253812', note: 'longer run' },
  ],
});
