import { CONFIDENCE, type Detector } from '../../types.js';
import { isPanShape } from '../../validators/india-pan.js';
import { withKeyForms } from '../context-words.js';

export const inPan = Object.freeze<Detector>({
  id: 'in-pan',
  type: 'IN_PAN',
  categories: ['PII'],
  label: { one: 'Indian PAN', other: 'Indian PANs' },
  description:
    'Indian Permanent Account Number: five letters, four digits and a letter (AAAPA1234A), the fourth letter the kind of holder (P a person, C a company …). Its last letter is a check whose rule is not published, so a PAN is a shape only: alone it is POSSIBLE, and a word such as "PAN" makes it LIKELY.',
  anchor: { kind: 'digits' },
  pattern: '[A-Z]{3}[ABCFGHJKLPT][A-Z][0-9]{4}[A-Z]',
  maxLength: 10,
  validate: (value) => (isPanShape(value) ? 'none' : 'reject'),
  context: {
    words: withKeyForms(['pan', 'pan no', 'pan number', 'pan card', 'permanent account number', 'income tax pan', 'pan no.', 'pan card no']),
    window: 50,
    required: false,
  },
  confidence: { base: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: 'no published check: the holder-type letter and the shape only' },
  truePositives: [
    { text: 'PAN: DNRPK7029V', match: 'DNRPK7029V' },
    { text: 'my PAN card number is JQLPO9770F', match: 'JQLPO9770F' },
    { text: '{"pan":"BIMPT9718K"}', match: 'BIMPT9718K' },
    { text: 'Permanent Account Number JDSPG1214A.', match: 'JDSPG1214A' },
    { text: 'pan_number=CNPHM9395D;', match: 'CNPHM9395D', note: 'a Hindu undivided family' },
    { text: 'name,pan\nRavi,TKTPT5091R\n', match: 'TKTPT5091R', note: 'CSV column' },
    { text: '(PAN AHLPJ6612P)', match: 'AHLPJ6612P' },
    { text: 'Company PAN RVACO5816E on the invoice', match: 'RVACO5816E', note: 'a company' },
    { text: 'PAN card no: EOEPK2033C', match: 'EOEPK2033C' },
    { text: 'PAN no. IURTE0328P', match: 'IURTE0328P', note: 'a trust' },
  ],
  falsePositives: [
    { text: 'PAN: DNRXK7029V', note: 'X names no kind of holder' },
    { text: 'PAN ABCPD0000E', note: 'serial 0000 is never issued' },
    { text: 'Please double-check DNRPK7029V before Friday.', note: 'no context word: POSSIBLE only' },
    { text: 'const CODE = "JQLPO9770F";', note: 'a constant in code' },
    { text: 'PAN DNRPK7029', note: 'the last letter missing' },
    { text: 'PAN XDNRPK7029V', note: 'a letter too many in front' },
    { text: 'PAN DNRPK7029VX', note: 'runs on into a letter' },
    { text: 'PAN dnrpk7029v', note: 'lower case' },
    { text: 'card PAN 4111 1111 1111 1111 masked', note: 'a card number is the other PAN' },
    { text: 'build KB3086255 installed', note: 'a Windows update id' },
  ],
});
