import { CONFIDENCE, type Detector } from '../../types.js';
import { nationalPhoneVerdict } from '../../validators/national-phone.js';
import { PHONE_CONTEXT, PHONE_LABEL } from './context/phone.js';

/**
 * Numbers with a leading 0 fill logs and code (`2026-03-10`, `0x0`, part numbers), so a national
 * number is looked for only near a word that introduces a phone number, in English and in the
 * languages of the countries whose plans it reads.
 */
const NATIONAL_PHONE_WORDS = [...PHONE_CONTEXT.words, 'tel.', 'mob', 'mobil', 'handy', 'ruf', 'anrufen', 'bel', 'bellen', 'appelez', 'appeler', 'portable', 'chiamare', 'cellulare', 'ring', 'reach me', 'puhelin', 'telefone', 'numer telefonu', 'telefonnummer', 'telefoonnummer', 'numéro', 'tél', 'office', 'hotline'];

export const phoneNational = Object.freeze<Detector>({
  id: 'phone-national',
  type: 'PHONE',
  categories: ['PII'],
  label: PHONE_LABEL,
  description:
    "Phone number in a country's national format: a leading 0 and no country code, in groups separated by spaces, dashes, dots or a slash, or with the area code in brackets (`020 7946 0321`, `030 12345678`, `06-12345678`, `(0221) 123 45 67`, `01 23 45 67 89`), accepted by the numbering plan of a country that dials with a leading 0 (libphonenumber's metadata). It is looked for only near a word that introduces a phone number (`tel`, `call`, `ruf`, `bel`, `appelez`): digit groups with a leading 0 fill logs and code. The country is not written, so it adds no EU_DATA. Written as one run of digits it is not looked for: too many other numbers look like that.",
  anchor: { kind: 'context' },
  // The bracketed area code first, so `(0221) 123 45 67` is read with its bracket. After the area
  // code a dash or dot opens a group of three digits or more: `2026-03-10` and `03.10.2023` hold
  // dates at every `0`, and the digit automaton then refuses them before the pattern runs.
  pattern: String.raw`\(0\d{1,4}\) ?\d{2,8}(?:(?: ?[/.-] ?| )\d{2,8}){0,3}|0\d{1,4}(?:(?: ?/ ?| )\d{2,8}|[.-]\d{3,8})(?:(?: ?[/.-] ?| )\d{2,8}){0,3}`,
  maxLength: 49,
  validate: nationalPhoneVerdict,
  context: { words: NATIONAL_PHONE_WORDS, window: PHONE_CONTEXT.window, required: true },
  // Below MEDIUM: the most general reading of a group of digits, it yields to any identifier of
  // the same characters (`078-05-1120` is an SSN, `010203-1234` a personnummer). Grouped as its
  // country prints it, it is LIKELY alone (0.5); grouped otherwise, POSSIBLE until a word names it.
  confidence: { base: CONFIDENCE.LOW + 0.1, confirmed: CONFIDENCE.MEDIUM - 0.1 },
  // Invented numbers, where a country sets some aside for drama (UK 020 7946 0xxx, 07700 900xxx).
  truePositives: [
    { text: 'Τηλέφωνο: 210 123 4567', match: '210 123 4567', note: 'Athens, the Greek word' },
    { text: 'телефон: 02 987 6543', match: '02 987 6543', note: 'Sofia, the Bulgarian word' },
    { text: 'London office 020 7946 0321', match: '020 7946 0321', note: 'UK drama range' },
    { text: 'ruf mich an: 030 12345678', match: '030 12345678', note: 'Berlin' },
    { text: 'bel 06-12345678 na vijf uur', match: '06-12345678', note: 'Dutch mobile' },
    { text: 'Tel. (0221) 123 45 67', match: '(0221) 123 45 67', note: 'Cologne, bracketed area code' },
    { text: 'appelez le 01 23 45 67 89.', match: '01 23 45 67 89', note: 'Paris' },
    { text: 'Fax 0221 / 123 45 67', match: '0221 / 123 45 67', note: 'slash after the area code' },
    { text: '"telefon":"08-123 456 78"', match: '08-123 456 78', note: 'Stockholm' },
    { text: 'mobile 07700 900123', match: '07700 900123', note: 'UK drama range, mobile' },
    { text: 'chiamare 06 6988 1234', match: '06 6988 1234', note: 'Rome' },
    { text: 'Telefon Büro: 0711.1234567', match: '0711.1234567', note: 'dotted' },
  ],
  falsePositives: [
    { text: 'Please double-check 020 7946 0321 before Friday.', note: 'no word introduces a phone number' },
    { text: 'call me on 01.02.2023 at ten', note: 'a date' },
    { text: 'order 0612345678 shipped', note: 'one run of digits' },
    { text: 'range 00 00 00 00 00', note: 'no plan starts with 00' },
    { text: 'parts 01-02 and 03', note: 'too few digits' },
    { text: 'ref 0123 4567 8901 2345 678', note: 'too many digits' },
    { text: 'pi 3.14 and 0.5 of it', note: 'decimals' },
    { text: 'const TIMEOUT_MS = 020 7946 0321', note: 'a constant in code' },
    { text: 'x_020 7946 0321', note: 'part of an identifier' },
    { text: 'version 4.18.2', note: 'version string' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'at 2024-01-02 09:30:00', note: 'a timestamp' },
    { text: 'her SSN is 078-05-1120', note: 'an SSN' },
    { text: 'x +44 20 7946 0958 1234 5678', note: 'the tail of a longer printed number' },
    { text: 'lot part 03-1687-245, exp 2023', note: 'a part number: its groups are no country\'s' },
    { text: 'use 000-00-0000 in examples', note: 'a placeholder' },
  ],
});
