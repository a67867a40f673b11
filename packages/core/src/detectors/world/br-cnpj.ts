import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidCnpj } from '../../validators/brazil-cnpj.js';
import { withKeyForms } from '../context-words.js';

export const brCnpj = Object.freeze<Detector>({
  id: 'br-cnpj',
  type: 'BR_CNPJ',
  categories: ['PII'],
  label: { one: 'Brazilian CNPJ', other: 'Brazilian CNPJs' },
  description:
    'Brazilian company taxpayer number (Cadastro Nacional da Pessoa Jurídica): eight digits of the company, four of the branch and two mod-11 check digits, printed 12.345.678/0001-95 or compact. Printed, it is LIKELY alone; fourteen bare digits need a word such as "CNPJ".',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2}|\d{14}`,
  maxLength: 18,
  validate: (value) => (isValidCnpj(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['cnpj', 'cnpj nº', 'cnpj/mf', 'cadastro nacional da pessoa jurídica', 'cadastro nacional da pessoa juridica', 'company tax id']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'two mod-11 check digits, which a random run passes one time in a hundred' },
  truePositives: [
    { text: 'CNPJ: 55.658.505/0001-30', match: '55.658.505/0001-30' },
    { text: 'Please double-check 44.846.611/0001-20 before Friday.', match: '44.846.611/0001-20', note: 'no context word, printed' },
    { text: '{"cnpj":"72098470000140"}', match: '72098470000140', note: 'compact, named by its key' },
    { text: 'filial 33.515.548/0031-49 em Campinas', match: '33.515.548/0031-49', note: 'a branch other than 0001' },
    { text: 'CNPJ nº 08.452.570/0001-24.', match: '08.452.570/0001-24', note: 'leading zero' },
    { text: '(04.694.430/0001-01)', match: '04.694.430/0001-01' },
    { text: 'cnpj=38168705000195;', match: '38168705000195' },
    { text: 'razao_social;cnpj\nPadaria Sol;87016624000185\n', match: '87016624000185', note: 'CSV column' },
    { text: 'Cadastro Nacional da Pessoa Jurídica 61.339.864/0024-13', match: '61.339.864/0024-13' },
    { text: 'fornecedor 43.508.341/0001-85 aprovado', match: '43.508.341/0001-85' },
  ],
  falsePositives: [
    { text: 'CNPJ: 55.658.505/0001-31', note: 'second check digit wrong' },
    { text: 'CNPJ 11.111.111/1111-11', note: 'one digit repeated, never issued' },
    { text: 'order 72098470000140 shipped', note: 'fourteen bare digits, no word names them' },
    { text: 'Please double-check 72098470000140 before Friday.', note: 'compact, no context word: POSSIBLE only' },
    { text: 'const BATCH_ID = 38168705000195;', note: 'a constant in code' },
    { text: 'cnpj 55.658.505/0001-3', note: 'one digit short' },
    { text: 'id 720984700001401', note: 'part of a longer number' },
    { text: 'ts 20231127104512', note: 'a date and time run together' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'x55.658.505/0001-30', note: 'glued to a letter' },
  ],
});
