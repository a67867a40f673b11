import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidMyNumber } from '../../validators/japan-my-number.js';
import { withKeyForms } from '../context-words.js';

export const jpMyNumber = Object.freeze<Detector>({
  id: 'jp-my-number',
  type: 'JP_MY_NUMBER',
  categories: ['PII'],
  label: { one: 'Japanese My Number', other: 'Japanese My Numbers' },
  description:
    'Japanese Individual Number (My Number, 個人番号): twelve digits, the last a weighted mod-11 check digit, printed in groups of four as on the card (1234 5678 9012) or compact. One check over twelve digits passes about one time in ten, and an Aadhaar number is grouped the same way, so alone it is POSSIBLE; a word such as "My Number" makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{4} \d{4} \d{4}|\d{4}-\d{4}-\d{4}|\d{12}`,
  maxLength: 14,
  validate: (value) => (isValidMyNumber(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['my number', 'mynumber', 'individual number', 'kojin bango', 'my number card', 'mai nanba', 'マイナンバー', '個人番号']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'a weighted mod-11 check digit over twelve digits, which a random run passes about one time in ten' },
  truePositives: [
    { text: 'マイナンバー：1575 9583 0962', match: '1575 9583 0962', note: 'the Japanese word' },
    { text: '私の個人番号は101366356640です', match: '101366356640', note: 'no spaces around it' },
    { text: 'My Number: 1575 9583 0962', match: '1575 9583 0962' },
    { text: 'Individual Number 101366356640', match: '101366356640', note: 'compact' },
    { text: '{"my_number":"081598943974"}', match: '081598943974' },
    { text: 'My Number 7812-6246-5928.', match: '7812-6246-5928' },
    { text: 'individual number: 0666 9119 6225', match: '0666 9119 6225' },
    { text: 'name,my_number\nHaruto,769330051762\n', match: '769330051762', note: 'CSV column' },
    { text: '(My Number 7416 9722 1379)', match: '7416 9722 1379' },
    { text: 'mynumber=051589938546;', match: '051589938546' },
    { text: 'my number is 8175 8210 6696, please keep it safe', match: '8175 8210 6696' },
    { text: 'my number card 3149 5685 0511', match: '3149 5685 0511' },
  ],
  falsePositives: [
    { text: 'My Number: 1575 9583 0963', note: 'check digit wrong' },
    { text: 'My Number 1111 1111 1111', note: 'one digit repeated' },
    { text: 'Please double-check 1575 9583 0962 before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'order 101366356640 shipped', note: 'no word names it' },
    { text: 'const MAX_BYTES = 101366356640;', note: 'a constant in code' },
    { text: 'My Number 1575 9583 096', note: 'one digit short' },
    { text: 'id 1013663566401', note: 'part of a longer number' },
    { text: 'ts 1700000000000', note: 'epoch milliseconds' },
    { text: 'My Number 1575 9583-0962', note: 'separators disagree' },
    { text: 'My Number x101366356640', note: 'glued to a letter' },
  ],
});
