import { CONFIDENCE, type Category, type Detector } from '../../types.js';
import { internationalPhoneVerdict, phoneIsEea } from '../../validators/phone.js';
import { PHONE_CONTEXT, PHONE_LABEL } from './context/phone.js';

const EU_DATA: readonly Category[] = ['EU_DATA'];
const NONE: readonly Category[] = [];

export const phoneInternational = Object.freeze<Detector>({
  id: 'phone-international',
  type: 'PHONE',
  categories: ['PII'],
  label: PHONE_LABEL,
  description:
    'International phone number written with + and an assigned country calling code (not +1, which the North American detector reads), 8 to 15 digits in all, groups separated by spaces, dots or dashes, an optional (0) and an optional bracketed area code. A number of an EU/EEA country also counts as EU data.',
  anchor: { kind: 'digits', lead: '+' },
  // A bracketed area code after the country code (`+44 (20) 7123 4567`) is how many people write it.
  pattern: String.raw`\+\d{1,3}(?:[ .-]?\(0\))?(?:[ .-]?\(\d{1,4}\))?(?:[ .-]?\d{1,5}){1,6}`,
  maxLength: 33,
  validate: internationalPhoneVerdict,
  categorize: (value) => (phoneIsEea(value) ? EU_DATA : NONE),
  context: PHONE_CONTEXT,
  confidence: { base: CONFIDENCE.MEDIUM },
  // Invented numbers, mostly from ranges set aside for drama and documentation.
  truePositives: [
    { text: 'London office +44 20 7946 0958', match: '+44 20 7946 0958', note: 'drama range' },
    { text: 'Berlin: +49 30 123456', match: '+49 30 123456' },
    { text: 'Paris +33 1 99 00 12 34.', match: '+33 1 99 00 12 34' },
    { text: 'UK mobile +44 7700 900123', match: '+44 7700 900123', note: 'drama range' },
    { text: 'tel +44 (0)20 7946 0018', match: '+44 (0)20 7946 0018' },
    { text: 'Rome +39 06 6988 1234', match: '+39 06 6988 1234' },
    { text: 'call +491511234567 now', match: '+491511234567' },
    { text: 'Amsterdam +31-20-555-1234', match: '+31-20-555-1234' },
    { text: '"mobile":"+61 491 570 156"', match: '+61 491 570 156', note: 'Australian fictional range' },
    { text: 'Tokyo +81 3 1234 5678', match: '+81 3 1234 5678' },
    { text: 'London +44 (20) 7946 0321 desk', match: '+44 (20) 7946 0321', note: 'bracketed area code' },
    { text: 'İstanbul +90 (532) 123 45 67', match: '+90 (532) 123 45 67', note: 'bracketed mobile prefix' },
  ],
  falsePositives: [
    { text: 'offset +05:30 from UTC', note: 'time zone' },
    { text: 'score +30 20 10', note: 'too few digits' },
    { text: 'call +999 1234 5678', note: 'unassigned calling code' },
    { text: 'growth +1.5% this year', note: 'percentage' },
    { text: 'total +49', note: 'too short' },
    { text: 'x +44 20 7946 0958 1234 5678', note: 'more than 15 digits' },
    { text: 'date 2024-03-15', note: 'no plus sign' },
    { text: 'version +2.4.1', note: 'version string' },
    { text: 'price +€1,299.00', note: 'amount' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'n = +12 (34) 5', note: 'too few digits around a bracket' },
  ],
});
