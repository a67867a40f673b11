import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidBalticId } from '../../validators/baltic-id.js';
import { withKeyForms } from '../context-words.js';

/** Both countries write the same eleven digits; the words around it tell which. */
const shared = {
  categories: ['EU_DATA', 'PII'],
  anchor: { kind: 'digits' },
  pattern: '[1-8][0-9]{10}',
  maxLength: 11,
  validate: (value: string) => (isValidBalticId(value) ? 'confirm' : 'reject'),
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'sex and century, a date and a two-stage mod-11 check digit' },
} as const satisfies Partial<Detector>;

export const eeIsikukood = Object.freeze<Detector>({
  ...shared,
  id: 'ee-isikukood',
  type: 'EE_ISIKUKOOD',
  label: { one: 'Estonian personal identification code', other: 'Estonian personal identification codes' },
  description:
    'Estonian personal identification code (isikukood): sex and century, YYMMDD, a serial and a mod-11 check digit; eleven digits. Alone it is POSSIBLE (Lithuania writes the same layout); a word such as "isikukood" makes it LIKELY.',
  context: { words: withKeyForms(['isikukood', 'isikukoodi', 'personal identification code', 'estonian id']), window: 50, required: false },
  truePositives: [
    { text: 'Isikukood: 38405140471', match: '38405140471' },
    { text: 'isikukood 60510096048 (test)', match: '60510096048' },
    { text: '{"isikukood":"35510011548"}', match: '35510011548' },
    { text: 'nimi,isikukood\nMari,48206013076\n', match: '48206013076', note: 'CSV column' },
    { text: 'isikukoodi 50301089331.', match: '50301089331' },
    { text: '(isikukood 34109242289)', match: '34109242289' },
    { text: 'isikukood=61202173353;', match: '61202173353' },
    { text: 'Estonian ID 44204248141', match: '44204248141' },
    { text: 'personal identification code 36609253529', match: '36609253529' },
    { text: 'ISIKUKOOD 39210284784', match: '39210284784' },
  ],
  falsePositives: [
    { text: 'Isikukood: 38405140472', note: 'wrong check digit' },
    { text: 'isikukood 38413140471', note: 'month 13' },
    { text: 'isikukood 98405140471', note: 'no code begins with 9' },
    { text: 'Please double-check 38405140471 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 38405140471 shipped', note: 'no word names it' },
    { text: 'const LIMIT = 38405140471;', note: 'a constant in code' },
    { text: 'isikukood 3840514047', note: 'ten digits' },
    { text: 'x_38405140471', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});

export const ltAsmensKodas = Object.freeze<Detector>({
  ...shared,
  id: 'lt-asmens-kodas',
  type: 'LT_ASMENS_KODAS',
  label: { one: 'Lithuanian personal code', other: 'Lithuanian personal codes' },
  description:
    'Lithuanian personal code (asmens kodas): sex and century, YYMMDD, a serial and a mod-11 check digit; eleven digits, the layout Estonia uses. Alone it is POSSIBLE; a word such as "asmens kodas" makes it LIKELY.',
  context: { words: withKeyForms(['asmens kodas', 'asmens kodo', 'lithuanian personal code', 'personal code']), window: 50, required: false },
  truePositives: [
    { text: 'Asmens kodas: 39412287845', match: '39412287845' },
    { text: 'asmens kodas 34109239707 (test)', match: '34109239707' },
    { text: '{"asmens_kodas":"50204281025"}', match: '50204281025' },
    { text: 'vardas,asmens kodas\nJonas,36609253529\n', match: '36609253529', note: 'CSV column' },
    { text: 'asmens kodo 44104120643.', match: '44104120643' },
    { text: '(asmens kodas 38405140471)', match: '38405140471' },
    { text: 'asmens_kodas=60510096048;', match: '60510096048' },
    { text: 'Lithuanian personal code 35510011548', match: '35510011548' },
    { text: 'personal code 48206013076', match: '48206013076' },
    { text: 'ASMENS KODAS 50301089331', match: '50301089331' },
  ],
  falsePositives: [
    { text: 'Asmens kodas: 39412287846', note: 'wrong check digit' },
    { text: 'asmens kodas 39413287845', note: 'month 13' },
    { text: 'asmens kodas 09412287845', note: 'no code begins with 0' },
    { text: 'Please double-check 39412287845 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 39412287845 shipped', note: 'no word names it' },
    { text: 'const SEED = 39412287845;', note: 'a constant in code' },
    { text: 'asmens kodas 394122878451', note: 'twelve digits' },
    { text: 'blk_39412287845', note: 'part of an identifier' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});
