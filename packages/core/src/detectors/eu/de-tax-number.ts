import { CONFIDENCE, type Detector } from '../../types.js';
import { isPlausibleSteuernummer } from '../../validators/germany-ids.js';
import { withKeyForms } from '../context-words.js';

export const deTaxNumber = Object.freeze<Detector>({
  id: 'de-tax-number',
  type: 'DE_TAX_NUMBER',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'German tax number (Steuernummer)', other: 'German tax numbers (Steuernummer)' },
  description:
    "German tax number (Steuernummer) a tax office gives a person or business, as the states print it: 21/815/08150, 181/815/08155, 133/8150/8159, 93815/08152, 013 815 08153, or the thirteen-digit federal form. It carries no check digit that every state shares, so it is reported only beside a word such as \"Steuernummer\" or \"St.-Nr.\". The tax identification number (Steuer-ID) is another record.",
  anchor: { kind: 'context' },
  pattern: String.raw`\d{2,3}/\d{3}/\d{5}|\d{3}/\d{4}/\d{4}|\d{5}/\d{5}|0\d{2} \d{3} \d{5}|\d{13}`,
  maxLength: 13,
  validate: (value) => (isPlausibleSteuernummer(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms(['steuernummer', 'steuer-nr', 'steuernr', 'st.-nr', 'st-nr', 'stnr', 'steuer nummer', 'german tax number', 'tax number']),
    window: 40,
    required: true,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'Steuernummer: 21/815/08150', match: '21/815/08150', note: 'Berlin' },
    { text: 'Steuernummer 181/815/08155 (Finanzamt München)', match: '181/815/08155', note: 'Bavaria' },
    { text: 'St.-Nr. 133/8150/8159', match: '133/8150/8159', note: 'North Rhine-Westphalia' },
    { text: 'Steuer-Nr.: 93815/08152', match: '93815/08152', note: 'Baden-Württemberg' },
    { text: 'Steuernummer 013 815 08153', match: '013 815 08153', note: 'Hesse' },
    { text: '{"steuernummer":"9181081508155"}', match: '9181081508155', note: 'federal form' },
    { text: 'name,steuernummer\nKarl,46/525/06671\n', match: '46/525/06671', note: 'CSV column' },
    { text: 'Unsere StNr 204/112/30417 bitte angeben.', match: '204/112/30417' },
    { text: 'tax number 27/303/01945', match: '27/303/01945' },
    { text: 'Rechnung, Steuernummer des Leistenden: 312/5114/0213', match: '312/5114/0213' },
  ],
  falsePositives: [
    { text: 'Please double-check 21/815/08150 before Friday.', note: 'no word: not looked for' },
    { text: 'Steuernummer: 21/815/00000', note: 'a serial of zeros' },
    { text: 'Steuernummer 9181181508155', note: 'federal form without its 0' },
    { text: 'Steuernummer 21/815/0815', note: 'a digit short' },
    { text: 'Steuernummer 21/815/081501', note: 'a digit too many' },
    { text: 'Steuer-ID 86095742719', note: 'the tax identification number, another record' },
    { text: 'Datum 21/08/2023', note: 'a date' },
    { text: 'Steuernummer x21/815/08150', note: 'glued to a letter' },
    { text: 'Steuernummer: [liegt vor]', note: 'withheld' },
    { text: 'Steuernummer 21.815.08150', note: 'dots are not how it is printed' },
  ],
});
