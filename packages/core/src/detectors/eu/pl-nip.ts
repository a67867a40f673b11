import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidNip } from '../../validators/eu-tax-numbers.js';
import { withKeyForms } from '../context-words.js';

export const plNip = Object.freeze<Detector>({
  id: 'pl-nip',
  type: 'PL_NIP',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Polish tax number (NIP)', other: 'Polish tax numbers (NIP)' },
  description:
    'Polish tax identification number (NIP): ten digits, compact or printed 123-456-32-18 or 123-45-67-819, the last the weighted sum of the first nine mod 11. It names a sole trader as well as a company, so PII as well as EU data. Alone it is POSSIBLE, printed or named LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[0-9]{3}-[0-9]{3}-[0-9]{2}-[0-9]{2}|[0-9]{3}-[0-9]{2}-[0-9]{2}-[0-9]{3}|[0-9]{10}`,
  maxLength: 13,
  validate: (value) => (isValidNip(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['nip', 'numer nip', 'numer identyfikacji podatkowej', 'tax id', 'vat id', 'polish nip']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'weights 6,5,7,2,3,4,5,6,7 mod 11' },
  truePositives: [
    { text: 'NIP: 6772574106', match: '6772574106' },
    { text: 'NIP 8055709815 (test)', match: '8055709815' },
    { text: '{"nip":"8397995238"}', match: '8397995238' },
    { text: 'name,nip\nAnna,8655822394\n', match: '8655822394' },
    { text: '(NIP 5351153507)', match: '5351153507' },
    { text: 'nip=8660473938;', match: '8660473938' },
    { text: 'NIP nr 7987841369.', match: '7987841369' },
    { text: 'client NIP 2764409371 on file', match: '2764409371' },
    { text: 'NIP 9961223390', match: '9961223390' },
    { text: 'the NIP is 3123995045', match: '3123995045' },
    { text: 'Please double-check 677-257-41-06 before Friday.', match: '677-257-41-06', note: 'no context word, printed' },
  ],
  falsePositives: [
    { text: 'NIP: 6772574107', note: 'wrong check digit' },
    { text: 'NIP 6772574116', note: 'a digit changed' },
    { text: 'Please double-check 6772574106 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 6772574106 shipped', note: 'no word names it' },
    { text: 'const LIMIT = 6772574106;', note: 'a constant in code' },
    { text: 'NIP 677257410', note: 'one digit short' },
    { text: 'NIP 67725741061', note: 'one digit too many' },
    { text: 'x_6772574106', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
