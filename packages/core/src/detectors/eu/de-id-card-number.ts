import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidIdCardNumber } from '../../validators/germany-ids.js';
import { withKeyForms } from '../context-words.js';

export const deIdCardNumber = Object.freeze<Detector>({
  id: 'de-id-card-number',
  type: 'DE_ID_CARD_NUMBER',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'German identity card number', other: 'German identity card numbers' },
  description:
    'German identity card (Personalausweis) number of the cards issued since November 2010: a letter (L M N P R T V W X Y), eight digits and consonants of the card alphabet (C F G H J K L M N P R T V W X Y Z), and the ICAO 7-3-1 check digit. One check digit over ten characters: alone it is POSSIBLE, beside a word such as "Ausweisnummer" LIKELY. The nine-digit numbers of older cards, all expired, are not looked for.',
  anchor: { kind: 'digits' },
  pattern: String.raw`[LMNPRTVWXY][0-9CFGHJKLMNPRTVWXYZ]{8}\d`,
  maxLength: 10,
  validate: (value) => (isValidIdCardNumber(value) ? 'confirm' : 'reject'),
  context: {
    words: withKeyForms([
      'personalausweis', 'personalausweisnummer', 'ausweisnummer', 'ausweis-nr', 'ausweisnr', 'personalausweis-nr',
      'perso-nr', 'id card number', 'identity card number', 'german id card', 'dokumentennummer',
    ]),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'one 7-3-1 check digit, which a random run passes one time in ten' },
  truePositives: [
    { text: 'Ausweisnummer: MGP4KHVNL9', match: 'MGP4KHVNL9' },
    { text: 'Personalausweis N2ZFJNWN77 (gültig bis 2031)', match: 'N2ZFJNWN77' },
    { text: '{"ausweisnummer":"W8YRYYH590"}', match: 'W8YRYYH590' },
    { text: 'name,ausweisnummer\nLena,XN4MW71N29\n', match: 'XN4MW71N29', note: 'CSV column' },
    { text: 'ID card number YGCVZVZ936.', match: 'YGCVZVZ936' },
    { text: 'Personalausweisnummer=N41NH4RCF0;', match: 'N41NH4RCF0' },
    { text: '(Ausweis-Nr. R2TK680217)', match: 'R2TK680217' },
    { text: 'Kopie des Personalausweises, Dokumentennummer TWKWF9WJW0', match: 'TWKWF9WJW0' },
    { text: 'Perso-Nr. WWPZ01MRV7', match: 'WWPZ01MRV7' },
    { text: 'identity card number: NGL2K1MPH1', match: 'NGL2K1MPH1' },
  ],
  falsePositives: [
    { text: 'Ausweisnummer: MGP4KHVNL8', note: 'wrong check digit' },
    { text: 'Ausweisnummer MAP4KHVNL9', note: 'A is not in the card alphabet' },
    { text: 'Please double-check MGP4KHVNL9 before Friday.', note: 'no word: POSSIBLE only' },
    { text: 'Ausweisnummer MGP4KHVNL', note: 'without its check digit' },
    { text: 'Ausweisnummer MGP4KHVNL91', note: 'a character too many' },
    { text: 'Ausweisnummer xMGP4KHVNL9', note: 'glued to a letter' },
    { text: 'Ausweisnummer mgp4khvnl9', note: 'lower case is not printed' },
    { text: 'Ausweisnummer: [geschwärzt]', note: 'withheld' },
    { text: 'const KEY = "MGP4KHVNL9";', note: 'a constant in code, no word' },
    { text: 'Ausweisnummer 1220001297', note: 'an older card: nine digits, not looked for' },
    { text: 'Ausweisnummer CGP4KHVNL9', note: 'C does not open a card number' },
  ],
});
