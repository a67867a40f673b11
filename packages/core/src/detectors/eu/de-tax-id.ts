import { CONFIDENCE, type Detector } from '../../types.js';
import { withKeyForms } from '../context-words.js';
import { isValidSteuerId } from '../../validators/steuer-id.js';

export const deTaxId = Object.freeze<Detector>({
  id: 'de-tax-id',
  type: 'DE_TAX_ID',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'German tax ID', other: 'German tax IDs' },
  description:
    'German tax identification number (Steuer-IdNr): 11 digits, compact or grouped 2-3-3-3, confirmed by the digit-repetition rule and the ISO 7064 MOD 11,10 check digit. A lifelong personal identifier, so it is PII as well as EU data. An 11-digit run passes the check about one time in eleven, so a confirmed match stays MEDIUM (the level of a phone or order number of the same shape) until a word such as "Steuer-ID" stands nearby.',
  anchor: { kind: 'digits' },
  pattern: '[1-9][0-9] [0-9]{3} [0-9]{3} [0-9]{3}|[1-9][0-9]{10}',
  maxLength: 14,
  validate: (value) => (isValidSteuerId(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['steuer-id', 'steuer-idnr', 'steueridentifikationsnummer', 'identifikationsnummer', 'idnr', 'tax id', 'tin', 'steuerliche identifikationsnummer']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'ISO 7064 mod 11,10 and the rule of one repeated digit, about one random run in 500' },
  truePositives: [
    { text: 'Steuer-IdNr.: 86095742719', match: '86095742719' },
    { text: 'Steuer-ID 47 036 892 816', match: '47 036 892 816', note: 'grouped 2-3-3-3' },
    { text: 'Identifikationsnummer 65929970489 (fake)', match: '65929970489' },
    { text: 'tax id: 57549285017', match: '57549285017' },
    { text: 'IdNr 25768131411', match: '25768131411' },
    { text: 'Ihre Steuer-IdNr. lautet 42572983214.', match: '42572983214' },
    { text: '{"steuer_id":"82763095495"}', match: '82763095495', note: 'a JSON key names it' },
    { text: 'employee tax id 26940312728 on file', match: '26940312728' },
    { text: 'Steueridentifikationsnummer: 87 015 489 383', match: '87 015 489 383' },
    { text: 'TIN 23971746756 (example)', match: '23971746756' },
  ],
  falsePositives: [
    { text: 'Steuer-IdNr.: 86095742710', note: 'wrong check digit' },
    { text: 'Steuer-ID 47036892815', note: 'wrong check digit' },
    { text: 'Steuer-ID 06095742719', note: 'leading zero' },
    { text: 'order 12345678903 shipped', note: 'no repeated digit' },
    { text: 'timestamp 1700000000123', note: 'millisecond timestamp, 13 digits' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'total EUR 86095742.71', note: 'price' },
    { text: 'version 86.095.742.719', note: 'dotted version string' },
    { text: 'tracking 860957427190 sent', note: 'twelve digits' },
  ],
});
