import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidCodiceFiscale } from '../../validators/codice-fiscale.js';

/** Digit positions of the code may hold the omocodia letters L M N P Q R S T U V instead. */
const DIGIT_OR_OMOCODIA = '[0-9LMNPQRSTUV]';

export const itFiscalCode = Object.freeze<Detector>({
  id: 'it-fiscal-code',
  type: 'IT_FISCAL_CODE',
  categories: ['EU_DATA', 'PII'],
  label: { one: 'Italian fiscal code', other: 'Italian fiscal codes' },
  description:
    'Italian fiscal code (codice fiscale): 16 characters encoding name, birth date, sex and birthplace, with omocodia letters allowed in the digit positions and a check letter from the odd/even tables. It encodes personal data directly, so PII as well as EU data. A code with every digit replaced by a letter is not looked for.',
  anchor: { kind: 'digits' },
  pattern: `[A-Z]{6}${DIGIT_OR_OMOCODIA}{2}[ABCDEHLMPRST]${DIGIT_OR_OMOCODIA}{2}[A-Z]${DIGIT_OR_OMOCODIA}{3}[A-Z]`,
  ignoreCase: true,
  maxLength: 16,
  validate: (value) => (isValidCodiceFiscale(value) ? 'confirm' : 'reject'),
  context: { words: ['codice fiscale', 'cf', 'c.f', 'fiscal code', 'tessera sanitaria'], window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'Codice fiscale: RSSMRA85T10A562S', match: 'RSSMRA85T10A562S' },
    { text: 'CF MRTMTT25D09F205Z (fittizio)', match: 'MRTMTT25D09F205Z' },
    { text: 'omocodia RSSMRA85T10A56NH', match: 'RSSMRA85T10A56NH', note: 'letter for a place digit' },
    { text: 'fiscal code RSSMRA85T1LA562V', match: 'RSSMRA85T1LA562V', note: 'letter for a day digit' },
    { text: 'C.F. BNCLRA90A41H501F', match: 'BNCLRA90A41H501F', note: 'woman: day + 40' },
    { text: '{"cf":"VRDGPP80M01F205O"}', match: 'VRDGPP80M01F205O' },
    { text: 'intestatario FRRNNA75S62L219Y', match: 'FRRNNA75S62L219Y' },
    { text: 'codice fiscale clmlcu88c15d612k', match: 'clmlcu88c15d612k', note: 'lower case' },
    { text: 'cf=GLLFNC70E20A944Q&x=1', match: 'GLLFNC70E20A944Q' },
    { text: '(SPSMRC99H30F839E)', match: 'SPSMRC99H30F839E' },
  ],
  falsePositives: [
    { text: 'Codice fiscale: RSSMRA85T10A562T', note: 'wrong check letter' },
    { text: 'CF RSSMRA85T10A56NS', note: 'omocodia without its own check letter' },
    { text: 'CF RSSMRA85Z10A562S', note: 'Z is no month letter' },
    { text: 'CF RSSMRA85T35A562S', note: 'day 35' },
    { text: 'order ABCDEF12G34H567I', note: 'G is no month letter' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'commit 3f786850e387550fdab836ed7e6dc881de23001b', note: 'git hash' },
    { text: 'timestamp 20240115T103000Z', note: 'ISO timestamp' },
    { text: 'version RSSMRA85T10A562S2', note: 'longer token' },
    { text: 'price EUR 85.10 for RSSMRA', note: 'price' },
  ],
});
