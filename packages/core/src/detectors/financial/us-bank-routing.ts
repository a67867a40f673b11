import { CONFIDENCE, type Detector } from '../../types.js';
import { abaRoutingVerdict } from '../../validators/aba.js';

export const usBankRouting = Object.freeze<Detector>({
  id: 'us-bank-routing',
  type: 'US_BANK_ROUTING',
  categories: ['FINANCIAL'],
  label: { one: 'US bank routing number', other: 'US bank routing numbers' },
  description:
    'ABA routing transit number: nine digits with a Federal Reserve prefix and the 3-7-1 checksum. The checksum passes one random number in ten, so alone it is POSSIBLE (below the default floor) and LIKELY next to a word such as "routing", "ABA", "RTN" or "transit".',
  anchor: { kind: 'digits' },
  pattern: String.raw`\d{9}`,
  maxLength: 9,
  validate: abaRoutingVerdict,
  context: {
    words: ['routing', 'routing number', 'routing no', 'aba', 'aba number', 'rtn', 'transit', 'routing transit number'],
    window: 40,
    required: false,
  },
  // A valid checksum is no confirmation: one number in ten passes it.
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.MEDIUM },
  likelihood: { alone: 'POSSIBLE', checksum: '3-7-1 over nine digits, which a random run passes one time in ten' },
  truePositives: [
    { text: 'Routing number: 021000021', match: '021000021' },
    { text: 'ABA 011000015 for the Fed', match: '011000015' },
    { text: 'RTN 026009593, account 1234567', match: '026009593' },
    { text: 'transit no. 121000248', match: '121000248' },
    { text: 'wire to routing 322271627 please', match: '322271627' },
    { text: '"routing_number": "111000025"', match: '111000025' },
    { text: 'ABA/routing: 061000104', match: '061000104' },
    { text: 'Bank routing (ABA) 011401533 is on the check', match: '011401533' },
    { text: 'routing number\n\n  091000019', match: '091000019' },
    { text: 'Direct deposit — routing 122105278 — checking', match: '122105278' },
  ],
  falsePositives: [
    { text: 'Routing number: 021000022', note: 'checksum fails' },
    { text: 'routing 123456789', note: 'checksum fails' },
    { text: 'routing 991000021', note: 'no Federal Reserve prefix 99' },
    { text: 'order 021000021 shipped', note: 'valid checksum but no context word: POSSIBLE only' },
    { text: 'routing 000000000', note: 'all zeros' },
    { text: 'ABA 02100002', note: 'eight digits' },
    { text: 'routing 0210000210', note: 'ten digits' },
    { text: 'transit time 2024-03-15 12:30', note: 'timestamp' },
    { text: 'routing table v1.2.3 at 10.0.0.1', note: 'version and IP' },
    { text: 'ABA price $21,000.21', note: 'price' },
  ],
});
