import { CONFIDENCE, type Detector } from '../../types.js';
import { isPlausibleAccountNumber } from '../../validators/bank-account.js';
import { withKeyForms } from '../context-words.js';

export const usBankAccount = Object.freeze<Detector>({
  id: 'us-bank-account',
  type: 'US_BANK_ACCOUNT',
  categories: ['FINANCIAL'],
  label: { one: 'bank account number', other: 'bank account numbers' },
  description:
    'US bank account number: 8 to 17 digits right after a word such as "account number", "acct" or "checking account". Banks choose their own lengths and publish no check digit, so the word is required; one digit repeated or a run such as 12345678 is not taken.',
  // Anchored on digits, not on its words: "account" is everywhere in prose, 8-digit runs are not.
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{8,17}`,
  maxLength: 17,
  validate: (value) => (isPlausibleAccountNumber(value) ? 'none' : 'reject'),
  context: {
    words: withKeyForms([
      'account number', 'account no', 'account #', 'acct', 'acct no', 'acct #', 'acct number', 'bank account', 'bank account number',
      'checking account', 'checking acct', 'checking', 'savings account', 'savings acct', 'deposit account', 'beneficiary account', 'dda',
    ]),
    // Short and before the value: a form lists several numbers, and the account follows its word.
    window: 30,
    beforeOnly: true,
    required: true,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  // Invented numbers.
  truePositives: [
    { text: 'Account number: 004417829301', match: '004417829301' },
    { text: 'acct 83920174', match: '83920174', note: 'eight digits' },
    { text: '{"account_number":"2093817465521"}', match: '2093817465521' },
    { text: 'Checking account 7730019284.', match: '7730019284' },
    { text: 'routing 021000021, account no. 58201937746', match: '58201937746' },
    { text: 'name,account_number\nLee,391028374655\n', match: '391028374655', note: 'CSV column' },
    { text: 'savings acct #: 10293847561029384', match: '10293847561029384', note: 'seventeen digits' },
    { text: 'wire to bank account 66120934871', match: '66120934871' },
    { text: 'acct_no=4820193746;', match: '4820193746' },
    { text: 'Deposit account 31415926535 (joint)', match: '31415926535' },
  ],
  falsePositives: [
    { text: 'account number 1234567', note: 'seven digits' },
    { text: 'account number 123456789012345678', note: 'eighteen digits' },
    { text: 'account number 00000000', note: 'one digit repeated' },
    { text: 'account number 12345678', note: 'a run of digits' },
    { text: 'order 004417829301 shipped', note: 'no word names it' },
    { text: '004417829301 is the account number', note: 'the word after the number' },
    { text: 'Account number: not on file, ask the branch. Order 004417829301 shipped.', note: 'too far from the word' },
    { text: 'account number x004417829301', note: 'glued to a letter' },
    { text: 'your account: see the portal', note: 'no number' },
    { text: 'account number DE89370400440532013000', note: 'an IBAN is reported as an IBAN' },
  ],
});
