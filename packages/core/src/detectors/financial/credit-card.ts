import { CONFIDENCE, type Detector } from '../../types.js';
import { cardNumberVerdict } from '../../validators/card.js';

export const creditCard = Object.freeze<Detector>({
  id: 'credit-card',
  type: 'CREDIT_CARD',
  categories: ['FINANCIAL'],
  label: { one: 'credit card number', other: 'credit card numbers' },
  description:
    'Payment card number (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay, Maestro, Mir, Dankort, UATP, RuPay, Elo), compact or in groups separated by spaces or dashes. Reported only when a brand prefix and length fit and the Luhn check holds.',
  anchor: { kind: 'digits' },
  // Grouped 4-4-4-4, Amex/Diners 4-6-5 and 4-6-4, or 12-19 digits written together. Four groups
  // inside an IBAN (`DE66 3004 5596 9484 2977 61`) are matched with the whole IBAN, which the
  // validator rejects: from its country code and check digits on, or, when those are not matched
  // (`de66`, `DE 66`), with the short group that ends it. A tail of four full groups is the next
  // card of a list, never swallowed: each card of `4111 1111 1111 1111 5555 5555 5555 4444` is found.
  pattern: String.raw`(?:[A-Za-z]{2}\d{2}[ -](?:[0-9A-Z]{4}[ -]){0,4})?\d{4}(?:[ -]\d{4}){3}(?:(?:[ -][0-9][0-9A-Z]{3}){0,3}[ -][0-9][0-9A-Z]{0,2}(?:[ \t\r\n.,;:)"']|$))?|\d{4}[ -]\d{6}[ -]\d{4,5}|\d{12,19}`,
  maxLength: 46,
  validate: cardNumberVerdict,
  context: {
    words: ['card', 'credit card', 'debit card', 'card number', 'cc', 'visa', 'mastercard', 'amex', 'payment'],
    window: 40,
    required: false,
  },
  confidence: { base: CONFIDENCE.HIGH, confirmed: CONFIDENCE.CONFIRMED },
  // Card networks' published test numbers, fake.
  truePositives: [
    { text: 'Card: 4111 1111 1111 1111, exp 12/29', match: '4111 1111 1111 1111', note: 'Visa test number' },
    { text: 'charge 5555555555554444 today', match: '5555555555554444', note: 'Mastercard test number' },
    { text: 'amex 3782 822463 10005', match: '3782 822463 10005', note: 'Amex test number, 4-6-5' },
    { text: 'pay with 6011-1111-1111-1117', match: '6011-1111-1111-1117', note: 'Discover test number' },
    { text: 'JCB 3530111333300000 (test)', match: '3530111333300000' },
    { text: 'Diners: 3056 930902 5904', match: '3056 930902 5904', note: 'Diners 14 digits, 4-6-4' },
    { text: 'new series 2223003122003222 accepted', match: '2223003122003222', note: 'Mastercard 2-series test number' },
    { text: 'old Visa 4222222222222', match: '4222222222222', note: '13-digit Visa test number' },
    { text: 'UnionPay card 6200000000000005.', match: '6200000000000005' },
    { text: '{"pan":"4012888888881881"}', match: '4012888888881881', note: 'Visa test number in JSON' },
    { text: 'Maestro 6759649826438453 on file', match: '6759649826438453' },
    { text: 'Card 4111 1111 1111 1111 12/29', match: '4111 1111 1111 1111', note: 'an expiry date after the groups is no fifth group' },
    { text: 'pay 4111 1111 1111 1111 EUR 20', match: '4111 1111 1111 1111', note: 'a currency after the groups' },
    { text: 'cards 4111 1111 1111 1111 5555 5555 5555 4444', match: '5555 5555 5555 4444', note: 'the second of two cards in a row' },
    { text: 'Dankort 5019 1234 5678 9013', match: '5019 1234 5678 9013', note: 'Dankort' },
    { text: 'UATP 112345678901236 on the ticket', match: '112345678901236', note: 'UATP, 15 digits opening with 1' },
    { text: 'RuPay card 6081 1234 5678 9014', match: '6081 1234 5678 9014', note: 'RuPay' },
    { text: 'pago Elo 6363681234567894', match: '6363681234567894', note: 'Elo' },
    { text: 'Мир 2200 1234 5678 9019', match: '2200 1234 5678 9019', note: 'Mir' },
    { text: 'cards 4111 1111 1111 1111 5555 5555 5555 4444', match: '4111 1111 1111 1111', note: 'the first of two cards in a row' },
  ],
  falsePositives: [
    { text: 'Card: 4111 1111 1111 1112', note: 'Luhn fails' },
    { text: 'order 1234567812345670 shipped', note: 'Luhn holds but no card brand starts with 1' },
    { text: 'ref 5555555555554445', note: 'Mastercard shape, Luhn fails' },
    { text: 'timestamp 1700000000000 ms', note: 'epoch milliseconds' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
    { text: 'total $4,111.11 due', note: 'price' },
    { text: 'tracking 4111 1111-1111 1111', note: 'mixed separators' },
    { text: 'version 4.1.11.1111', note: 'version string' },
    { text: 'account 41111111111111111111111', note: 'too many digits' },
    { text: 'call 2024-03-15 12:30:45', note: 'timestamp' },
    { text: 'Die alte IBAN DE66 3004 5596 9484 2977 61 ist ungültig', note: 'IBAN with a wrong check digit, four groups pass Luhn' },
    { text: 'numeru konta ES04 5297 0128 3906 1633 9700.', note: 'IBAN with a wrong check digit, groups in the middle' },
    { text: 'account AT61 4111 1111 1111 1111 (check digit wrong)', note: 'four card-like groups end the run' },
    { text: 'licence 1234-4111-1111-1111-1111', note: 'five groups' },
    { text: 'UATP 1123456789012361', note: 'UATP numbers have fifteen digits' },
    { text: 'ref 5019 1234 5678 9014', note: 'Dankort prefix, Luhn fails' },
  ],
});
