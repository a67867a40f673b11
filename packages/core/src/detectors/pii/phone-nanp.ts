import { CONFIDENCE, type Detector } from '../../types.js';
import { nanpPhoneVerdict } from '../../validators/phone.js';
import { PHONE_CONTEXT, PHONE_LABEL } from './context/phone.js';

export const phoneNanp = Object.freeze<Detector>({
  id: 'phone-nanp',
  type: 'PHONE',
  categories: ['PII'],
  label: PHONE_LABEL,
  description:
    'North American phone number: (555) 123-4567, 555-123-4567, 555.123.4567, +1 555 123 4567 or +15551234567. The area code follows the numbering plan (2-9 first, never N11); ten bare digits count only after +1. The 555-01xx fictional range is reported like any number.',
  anchor: { kind: 'digits', lead: '+(' },
  pattern: String.raw`(?:\+?1[ .-]?)?(?:\(\d{3}\) ?\d{3}[ .-]\d{4}|\d{3}[ .-]\d{3}[ .-]\d{4})|\+1\d{10}`,
  maxLength: 17,
  validate: nanpPhoneVerdict,
  context: PHONE_CONTEXT,
  confidence: { base: CONFIDENCE.MEDIUM },
  // Fictional numbers: area 555 or the 555-01xx range set aside for fiction.
  truePositives: [
    { text: 'Call (555) 123-4567 after 5pm', match: '(555) 123-4567' },
    { text: 'phone: 555-123-4567', match: '555-123-4567' },
    { text: 'reach me on +1 555 123 4567.', match: '+1 555 123 4567' },
    { text: 'toll free 1-800-555-0199', match: '1-800-555-0199', note: 'fictional 555-01xx range' },
    { text: 'Office: +1 (212) 555-0100', match: '+1 (212) 555-0100' },
    { text: 'fax 415.555.0142', match: '415.555.0142' },
    { text: 'sms +14155550123 anytime', match: '+14155550123' },
    { text: '"phone":"+1-617-555-0188"', match: '+1-617-555-0188' },
    { text: 'cell (206)555-0111, home none', match: '(206)555-0111' },
    { text: 'Tel 303 555 0175', match: '303 555 0175' },
  ],
  falsePositives: [
    { text: 'ticket 4155550123 closed', note: 'ten bare digits without +1 are an id' },
    { text: 'date 2024-03-15 12:30:45', note: 'timestamp' },
    { text: 'call (155) 123-4567', note: 'area code starts with 1' },
    { text: 'dial (911) 234-5678', note: 'N11 area code' },
    { text: 'call 212-911-5678', note: 'N11 exchange' },
    { text: 'phone 555-123.4567', note: 'separators disagree' },
    { text: 'version 1.2.3.4567', note: 'version string' },
    { text: 'total $1,555.12', note: 'amount' },
    { text: 'SSN 123-45-6789', note: 'SSN shape' },
    { text: 'order 2024-555-1234', note: 'order id with a year' },
    { text: 'card 4111 1111 1111 1111', note: 'card number' },
    { text: 'our patient, NHS number 412 133 3550, is booked', note: 'labelled as an NHS number (its check digit is wrong)' },
    { text: 'Patient NHS number: 863 776 0096. Seen today', note: 'labelled as an NHS number (its check digit is wrong)' },
  ],
});
