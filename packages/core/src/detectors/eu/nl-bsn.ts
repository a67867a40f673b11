import { CONFIDENCE, type Detector } from '../../types.js';
import { withKeyForms } from '../context-words.js';
import { isValidBsn } from '../../validators/bsn.js';

export const nlBsn = Object.freeze<Detector>({
  id: 'nl-bsn',
  type: 'NL_BSN',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Dutch BSN', other: 'Dutch BSNs' },
  description:
    'Dutch citizen service number (burgerservicenummer): 9 digits, compact or 1234.56.782, confirmed by the 11-proof with the final weight -1. A personal identifier, so PII as well as EU data. A 9-digit run passes the 11-proof about one time in eleven, so a confirmed match stays MEDIUM (the level of a phone or order number of the same shape) until a word such as "BSN" stands nearby.',
  anchor: { kind: 'digits' },
  pattern: '[0-9]{4}\\.[0-9]{2}\\.[0-9]{3}|[0-9]{9}',
  maxLength: 11,
  validate: (value) => (isValidBsn(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['bsn', 'burgerservicenummer', 'sofinummer', 'sofi', 'bsn nummer', 'bsn nr', 'citizen service number']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', formatted: true, checksum: 'the 11-proof over 9 digits, which a random run passes one time in eleven' },
  truePositives: [
    { text: 'BSN: 123456782', match: '123456782' },
    { text: 'burgerservicenummer 1112.22.333', match: '1112.22.333', note: 'dotted form' },
    { text: 'BSN 560098996 (fictief)', match: '560098996' },
    { text: '{"bsn":"931355096"}', match: '931355096' },
    { text: 'sofinummer 097240746', match: '097240746', note: 'leading zero' },
    { text: 'BSN=352139353;', match: '352139353' },
    { text: 'klant BSN 328055190.', match: '328055190' },
    { text: 'bsn: 820744025', match: '820744025' },
    { text: '(BSN 333426897)', match: '333426897' },
    { text: 'Burgerservicenummer: 7954.17.093', match: '7954.17.093' },
  ],
  falsePositives: [
    { text: 'BSN: 123456789', note: 'fails the 11-proof' },
    { text: 'BSN 111222334', note: 'fails the 11-proof' },
    { text: 'BSN 000000000', note: 'all zeros' },
    { text: 'order 1234567820 shipped', note: 'ten digits' },
    { text: 'timestamp 1700000000', note: 'unix timestamp' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'price EUR 1234567.82', note: 'price' },
    { text: 'version 1.234.567.82', note: 'version string' },
    { text: 'zip 12345 678 2', note: 'other grouping' },
  ],
});
