import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidPtCitizenCard } from '../../validators/eu-personal-ids.js';
import { withKeyForms } from '../context-words.js';

export const ptCitizenCard = Object.freeze<Detector>({
  id: 'pt-citizen-card',
  type: 'PT_CITIZEN_CARD',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Portuguese citizen card number', other: 'Portuguese citizen card numbers' },
  description:
    'Portuguese citizen card number (Cartão de Cidadão): the civil identification number (eight digits and its check digit), the card version (two characters such as ZZ) and a check digit over all of them, letters read as 10-35; printed 12345678 9 ZZ1 or compact. One check digit: alone it is POSSIBLE; printed in its groups or beside a word such as "cartão de cidadão" LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{8} \d [A-Z][A-Z0-9]\d|\d{9}[A-Z][A-Z0-9]\d`,
  maxLength: 14,
  validate: (value) => (isValidPtCitizenCard(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['cartão de cidadão', 'cartao de cidadao', 'cc', 'n.º do cc', 'número do cartão de cidadão', 'numero do cartao de cidadao', 'número de identificação civil', 'portuguese citizen card', 'citizen card number']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'one check digit over twelve characters, which a random run passes one time in ten' },
  truePositives: [
    { text: 'Cartão de Cidadão: 28365004 6 ZW8', match: '28365004 6 ZW8' },
    { text: 'CC 241153668ZX7', match: '241153668ZX7' },
    { text: 'Please double-check 65105319 3 ZZ3 before Friday.', match: '65105319 3 ZZ3', note: 'printed in its groups, no word' },
    { text: '{"cartao_de_cidadao":"980010004ZX1"}', match: '980010004ZX1' },
    { text: 'nome,cc\nJoão,597533601ZW6\n', match: '597533601ZW6', note: 'CSV column' },
    { text: 'n.º do CC 15968026 3 ZY1.', match: '15968026 3 ZY1' },
    { text: 'cartao_de_cidadao=959346030ZY3;', match: '959346030ZY3' },
    { text: '(Cartão de Cidadão 09252810 9 ZW9)', match: '09252810 9 ZW9' },
    { text: 'citizen card number 24281096 0 ZX1', match: '24281096 0 ZX1' },
    { text: 'titular do cartão de cidadão 01228277 0 ZX0', match: '01228277 0 ZX0' },
  ],
  falsePositives: [
    { text: 'Cartão de Cidadão: 28365004 6 ZW9', note: 'wrong check digit' },
    { text: 'CC 241153668ZX8', note: 'wrong check digit' },
    { text: 'Please double-check 241153668ZX7 before Friday.', note: 'compact, no context word: POSSIBLE only' },
    { text: 'CC 24115366ZX7', note: 'a digit short' },
    { text: 'CC 2411536681ZX7', note: 'a digit too many' },
    { text: 'CC x241153668ZX7', note: 'glued to a letter' },
    { text: 'CC 241153668ZX7A', note: 'a letter glued after it' },
    { text: 'const KEY = "241153668ZX7";', note: 'a constant in code, no word' },
    { text: 'CC 241153668zx7', note: 'lower case is not printed' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
