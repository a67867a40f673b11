import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidCpf } from '../../validators/brazil-cpf.js';
import { withKeyForms } from '../context-words.js';

export const brCpf = Object.freeze<Detector>({
  id: 'br-cpf',
  type: 'BR_CPF',
  categories: ['PII'],
  label: { one: 'Brazilian CPF', other: 'Brazilian CPFs' },
  description:
    'Brazilian individual taxpayer number (Cadastro de Pessoas Físicas): nine digits and two mod-11 check digits, printed 123.456.789-09 or compact. Printed, it is LIKELY alone; eleven bare digits need a word such as "CPF".',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11}`,
  maxLength: 14,
  validate: (value) => (isValidCpf(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['cpf', 'cpf nº', 'cadastro de pessoas físicas', 'cadastro de pessoas fisicas', 'taxpayer id']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'two mod-11 check digits, which a random run passes one time in a hundred' },
  truePositives: [
    { text: 'CPF: 303.872.423-84', match: '303.872.423-84' },
    { text: 'Please double-check 889.231.761-09 before Friday.', match: '889.231.761-09', note: 'no context word, printed' },
    { text: '{"cpf":"47236736368"}', match: '47236736368', note: 'compact, named by its key' },
    { text: 'cliente 541.751.018-10 ligou', match: '541.751.018-10' },
    { text: 'CPF nº 082.320.137-61.', match: '082.320.137-61', note: 'leading zero' },
    { text: '(252.070.973-18)', match: '252.070.973-18' },
    { text: 'cpf=40994106920;', match: '40994106920' },
    { text: 'nome;cpf\nAna;43158541580\n', match: '43158541580', note: 'CSV column' },
    { text: 'Cadastro de Pessoas Físicas 828.689.194-56', match: '828.689.194-56' },
    { text: 'titular 771.410.466-07', match: '771.410.466-07' },
  ],
  falsePositives: [
    { text: 'CPF: 303.872.423-85', note: 'second check digit wrong' },
    { text: 'CPF 111.111.111-11', note: 'one digit repeated, never issued' },
    { text: 'order 47236736368 shipped', note: 'eleven bare digits, no word names them' },
    { text: 'Please double-check 47236736368 before Friday.', note: 'compact, no context word' },
    { text: 'const MAX_ID = 47236736368;', note: 'a constant in code' },
    { text: 'cpf 303.872.423-8', note: 'one digit short' },
    { text: 'ip 303.872.423.84', note: 'dots throughout' },
    { text: 'timestamp 1700000000000', note: 'epoch milliseconds' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'x303.872.423-84', note: 'glued to a letter' },
  ],
});
