import { CONFIDENCE, type Detector } from '../../types.js';
import { isValidLei } from '../../validators/lei.js';
import { withKeyForms } from '../context-words.js';

export const lei = Object.freeze<Detector>({
  id: 'lei',
  type: 'LEI',
  categories: ['FINANCIAL'],
  label: { one: 'legal entity identifier', other: 'legal entity identifiers' },
  description:
    'Legal Entity Identifier (ISO 17442): twenty upper-case letters and digits, the last two check digits under ISO 7064 mod 97-10. A random run passes one time in 97, and the shape is distinctive, so it is LIKELY alone.',
  anchor: { kind: 'digits' },
  pattern: '[0-9A-Z]{18}[0-9]{2}',
  maxLength: 20,
  validate: (value) => (isValidLei(value) ? 'confirm' : 'reject'),
  context: { words: withKeyForms(['lei', 'lei code', 'legal entity identifier', 'gleif']), window: 50, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.HIGH },
  likelihood: { alone: 'LIKELY', checksum: 'mod 97 over twenty characters, which a random run passes one time in 97' },
  truePositives: [
    { text: 'LEI: 911300IHNC7ACE6EFW77', match: '911300IHNC7ACE6EFW77' },
    { text: 'Please double-check 290600GOLJR9YM6WFX73 before Friday.', match: '290600GOLJR9YM6WFX73', note: 'no context word' },
    { text: '{"lei":"302300IP1Y38JUQO0670"}', match: '302300IP1Y38JUQO0670' },
    { text: 'Legal Entity Identifier 0170000ZRZJBJVQIDO95.', match: '0170000ZRZJBJVQIDO95' },
    { text: 'counterparty_lei=876900XYPV363U55CG64;', match: '876900XYPV363U55CG64' },
    { text: 'name,lei\nAcme Holdings,45930070H9XTLM5IFV77\n', match: '45930070H9XTLM5IFV77', note: 'CSV column' },
    { text: '(LEI 6094006ODA65CYHINY25)', match: '6094006ODA65CYHINY25' },
    { text: 'reporting entity 792700DVBOK3AU12VX08 filed', match: '792700DVBOK3AU12VX08' },
    { text: 'LEI code 931200WUPBKOVUNA0279', match: '931200WUPBKOVUNA0279' },
    { text: 'issuer 766000W4CDSW13254R03', match: '766000W4CDSW13254R03' },
  ],
  falsePositives: [
    { text: 'LEI: 911300IHNC7ACE6EFW78', note: 'check digits wrong' },
    { text: 'LEI 91130012345678901277', note: 'twenty digits with no letter: another number' },
    { text: 'LEI 911300IHNC7ACE6EFW7', note: 'one character short' },
    { text: 'id 911300IHNC7ACE6EFW77X', note: 'runs on into a letter' },
    { text: 'id X911300IHNC7ACE6EFW77', note: 'a letter too many in front' },
    { text: 'LEI 911300ihnc7ace6efw77', note: 'lower case' },
    { text: 'sha 3f786850e387550fdab836ed7e6dc881de23001b', note: 'a git hash' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'LEI 911300IHNC-7ACE6EFW77', note: 'a dash inside' },
    { text: 'key AKIAIOSFODNN7EXAMPLE', note: 'an access key id of the same length' },
  ],
});
