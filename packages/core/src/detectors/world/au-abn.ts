import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidAbn } from '../../validators/australia-abn.js';
import { withKeyForms } from '../context-words.js';

export const auAbn = Object.freeze<Detector>({
  id: 'au-abn',
  type: 'AU_ABN',
  categories: ['PII'],
  label: { one: 'Australian Business Number', other: 'Australian Business Numbers' },
  description:
    'Australian Business Number: eleven digits whose weighted sum (one taken from the first digit) is a multiple of 89, printed 51 824 753 556 or compact. Printed in its groups it is LIKELY alone; eleven bare digits need a word such as "ABN".',
  anchor: { kind: 'digits' },
  pattern: String.raw`[1-9]\d \d{3} \d{3} \d{3}|[1-9]\d{10}`,
  maxLength: 14,
  validate: (value) => (isValidAbn(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['abn', 'australian business number', 'abn no', 'business number']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'mod 89 over eleven digits, which a random run passes one time in 89' },
  truePositives: [
    { text: 'ABN: 63 441 800 967', match: '63 441 800 967' },
    { text: 'Please double-check 39 899 015 345 before Friday.', match: '39 899 015 345', note: 'no context word, in its groups' },
    { text: '{"abn":"68004247435"}', match: '68004247435', note: 'compact, named by its key' },
    { text: 'Australian Business Number 96 392 426 356', match: '96 392 426 356' },
    { text: 'supplier ABN 76011818168.', match: '76011818168' },
    { text: '(ABN 47 780 072 130)', match: '47 780 072 130' },
    { text: 'abn_no=26867577372;', match: '26867577372' },
    { text: 'company,abn\nAcme Pty Ltd,51216059858\n', match: '51216059858', note: 'CSV column' },
    { text: 'Tax invoice — ABN 70 057 291 849 — GST included', match: '70 057 291 849' },
    { text: 'ABN 21 552 908 204 on the invoice', match: '21 552 908 204' },
  ],
  falsePositives: [
    { text: 'ABN: 63 441 800 968', note: 'mod 89 fails' },
    { text: 'order 68004247435 shipped', note: 'eleven bare digits, no word names them' },
    { text: 'Please double-check 68004247435 before Friday.', note: 'compact, no context word: POSSIBLE only' },
    { text: 'const LIMIT = 68004247435;', note: 'a constant in code' },
    { text: 'ABN 63 441 800 96', note: 'one digit short' },
    { text: 'id 680042474351', note: 'part of a longer number' },
    { text: 'ABN 63-441-800-967', note: 'dashes are not the printed form' },
    { text: 'ABN 00 000 000 000', note: 'zeros' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'ABN x68004247435', note: 'glued to a letter' },
  ],
});
