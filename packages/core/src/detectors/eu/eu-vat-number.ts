import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidEuVatNumber } from '../../validators/eu-vat.js';
import { withKeyForms } from '../context-words.js';

/** `count` digits, each optionally after a space or dot, as people group them (`123 456 789`, `0123.456.789`). */
const digits = (min: number, max = min): string => String.raw`\d(?:[ .]?\d)` + (min === max ? `{${min - 1}}` : `{${min - 1},${max - 1}}`);
const AFTER_PREFIX = '[ .-]?';

/** Each country's number after its prefix; the validator checks the length and check digits. */
const NUMBERS: ReadonlyArray<readonly [string, string]> = [
  ['(?:DE|EE|EL|PT)', digits(9)],
  ['(?:GB|XI|LT)', digits(9, 12)],
  ['(?:DK|FI|HU|LU|MT|SI)', digits(8)],
  ['(?:PL|SK)', digits(10)],
  ['(?:FR|HR|IT|LV)', digits(11)],
  ['SE', digits(12)],
  ['BG', digits(9, 10)],
  ['BE', digits(9, 10)],
  ['CZ', digits(8, 10)],
  ['RO', digits(4, 10)],
  ['NL', `${digits(9)}[ .]?B\\d\\d`],
  ['ES', '[A-Z0-9]-?\\d{7}-?[A-Z0-9]'],
  ['IE', '\\d[0-9A-Z+*]\\d{5}[A-W][A-IW]?'],
  ['CY', '\\d{8}-?[A-Z]'],
];

const COUNTRIES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'GB', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI'];
const DIGIT_CHARS = [...'0123456789'];

/**
 * The prefix with what may follow it: a digit, or a space or dash before the number; Austria's
 * ATU, Spain's letters and Switzerland's CHE. Words such as `DEBUG`, `ITEM` or `CHECK` never
 * reach the pattern.
 */
const LITERALS = [
  ...COUNTRIES.filter((c) => c !== 'AT').flatMap((c) => [...DIGIT_CHARS, ' ', '-'].map((next) => c + next)),
  ...[...'ABCDEFGHJKLMNPQRSUVWXYZ'].map((letter) => `ES${letter}`),
  ...[...DIGIT_CHARS, ' ', '-'].flatMap((next) => [`ATU${next}`, `CHE${next}`]),
];

export const euVatNumber = Object.freeze<Detector>({
  id: 'eu-vat-number',
  type: 'EU_VAT_NUMBER',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'VAT identification number', other: 'VAT identification numbers' },
  description:
    "VAT identification number of an EU member state (its prefix, EL for Greece), the UK (GB, XI) or Switzerland (CHE…MWST/TVA/IVA), with each country's check digits: DE123456789, FR and a key before the SIREN, NL…B01, ATU…, BE0…, SE…01, CHE-123.456.789 MWST. Spaces and dots as people type them are kept (DE 123 456 789). A sole trader's number is often their personal number, so PII as well as EU data. The prefix and the check together make it LIKELY alone.",
  anchor: { kind: 'prefix', literals: LITERALS },
  pattern: [
    ...NUMBERS.map(([prefix, number]) => `${prefix}${AFTER_PREFIX}${number}`),
    `ATU ?${digits(8)}`,
    `CHE${AFTER_PREFIX}${digits(9)}(?: ?(?:MWST|TVA|IVA|TPV))?`,
  ].join('|'),
  // SE, or GB and LT with a branch: the prefix, a separator and twelve digits with eleven between them.
  maxLength: 26,
  validate: (value) => (isValidEuVatNumber(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms([
      'vat', 'vat number', 'vat id', 'vat no', 'vat reg no', 'vat registration number', 'tax id',
      'ust-idnr', 'ust-id', 'umsatzsteuer-identifikationsnummer', 'mwst', 'uid', 'uid-nummer',
      'tva', 'numéro de tva', 'n° tva', 'tva intracommunautaire', 'btw', 'btw-nummer', 'btw-id',
      'partita iva', 'nif-iva', 'cif', 'nip', 'moms', 'momsregistreringsnummer', 'alv', 'alv-numero',
      'dic', 'dič', 'ičo dph', 'pvm', 'pvn', 'kmkr', 'afm', 'oib', 'cui', 'adószám', 'ddv', 'ddv id',
      'αφμ', 'α.φ.μ.', 'φπα', 'ддс', 'ддс номер', 'идентификационен номер по ддс',
    ]),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.HIGH },
  likelihood: { alone: 'LIKELY', checksum: "a country prefix and that country's check digits" },
  truePositives: [
    { text: 'USt-IdNr.: DE965442573', match: 'DE965442573' },
    { text: 'Please double-check FR19811125707 before Friday.', match: 'FR19811125707', note: 'no context word' },
    { text: 'BTW-nummer NL 118083636B01', match: 'NL 118083636B01' },
    { text: '{"vat_number":"ATU84893000"}', match: 'ATU84893000' },
    { text: 'numéro de TVA BE 0709.596.372', match: 'BE 0709.596.372' },
    { text: 'Momsreg.nr SE146125055501.', match: 'SE146125055501' },
    { text: 'VAT Reg No: GB 737 7676 80', match: 'GB 737 7676 80' },
    { text: 'UID CHE-798.314.000 MWST', match: 'CHE-798.314.000 MWST' },
    { text: 'DE 965 442 573 is on the invoice', match: 'DE 965 442 573', note: 'grouped, at the start' },
    { text: 'vat,company\nDK75132522,Nordisk ApS\n', match: 'DK75132522', note: 'CSV column' },
    { text: 'ALV-numero: FI69586919', match: 'FI69586919' },
    { text: 'customer.vat = "EL490037629";', match: 'EL490037629', note: 'in code' },
    { text: 'CIF ESA13585625 for the supplier', match: 'ESA13585625' },
    { text: 'IE 6433435F (Dublin office)', match: 'IE 6433435F' },
    { text: 'Adószám: HU27828634', match: 'HU27828634' },
    { text: 'TVA LU46324500', match: 'LU46324500' },
  ],
  falsePositives: [
    { text: 'USt-IdNr.: DE965442574', note: 'wrong check digit' },
    { text: 'BTW NL118083636B00', note: 'unit 00 is never issued' },
    { text: 'VAT GB737767681', note: 'wrong check digits' },
    { text: 'VAT DE9654425731', note: 'a digit too many for Germany' },
    { text: 'VAT DE96544257', note: 'a digit short' },
    { text: 'xDE965442573', note: 'glued to a letter' },
    { text: 'DE965442573x', note: 'a letter glued after it' },
    { text: 'const DE_PORT = 965442573;', note: 'a constant without a prefix on the number' },
    { text: 'DEBUG 965442573 request served', note: 'a log level, not a prefix' },
    { text: 'US965442573', note: 'no VAT prefix of a country' },
    { text: 'ATU8489300', note: 'Austria: one digit short' },
    { text: 'build ES2015 target', note: 'an ECMAScript version' },
    { text: 'CHE-798.314.001 MWST', note: 'wrong check digit' },
    { text: 'ticket RO-1234 closed', note: 'a ticket id' },
  ],
});
