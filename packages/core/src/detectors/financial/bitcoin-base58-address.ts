import { CONFIDENCE, type Detector } from '../../types.js';
import { bitcoinBase58Verdict } from '../../validators/base58check.js';

export const bitcoinBase58Address = Object.freeze<Detector>({
  id: 'bitcoin-base58-address',
  type: 'CRYPTO_ADDRESS',
  categories: ['FINANCIAL'],
  label: { one: 'cryptocurrency address', other: 'cryptocurrency addresses' },
  description:
    'Legacy Bitcoin address (P2PKH `1…`, P2SH `3…`): base58, 25 bytes with a mainnet version byte and a double SHA-256 checksum, which must hold.',
  anchor: { kind: 'digits' },
  pattern: '[13][1-9A-HJ-NP-Za-km-z]{25,34}',
  maxLength: 35,
  validate: bitcoinBase58Verdict,
  context: { words: ['bitcoin', 'btc', 'wallet', 'address'], window: 40, required: false },
  confidence: { base: CONFIDENCE.HIGH, confirmed: CONFIDENCE.CONFIRMED },
  truePositives: [
    { text: 'genesis 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', match: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
    { text: 'send BTC to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2.', match: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' },
    { text: 'P2SH 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', match: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' },
    { text: '"address":"1BoatSLRHtKNngkdXEeobR76b53LETtpyT"', match: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' },
    { text: 'wallet: 17QUX8v6Jqybw9aUqxFpMzieDvRNqrYBZP', match: '17QUX8v6Jqybw9aUqxFpMzieDvRNqrYBZP', note: 'made-up hash, fake' },
    { text: '(1Q1pE5vPGEEMqRcVRMbtBK842Y6Pzo6nK9)', match: '1Q1pE5vPGEEMqRcVRMbtBK842Y6Pzo6nK9' },
    { text: 'tip jar 1HLoD9E4SDFFPDiYfNYnkBLQ85Y51J3Zb1 thanks', match: '1HLoD9E4SDFFPDiYfNYnkBLQ85Y51J3Zb1' },
    { text: 'multisig 342ftSRCvFHfCeFFBuz4xwbeqnDw6BGUey', match: '342ftSRCvFHfCeFFBuz4xwbeqnDw6BGUey' },
    { text: 'btc=1111111111111111111114oLvT2', match: '1111111111111111111114oLvT2', note: 'all-zero hash160, short form' },
    { text: 'pay 3FZbgi29cpjq2GjdwV8eyHuJJnkLtktZc5 now', match: '3FZbgi29cpjq2GjdwV8eyHuJJnkLtktZc5' },
  ],
  falsePositives: [
    { text: 'genesis 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', note: 'checksum fails' },
    { text: 'ref 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', note: 'checksum fails' },
    { text: 'order 1234567890123456789012345678', note: 'digits only' },
    { text: 'id 3fa85f64-5717-4562-b3fc-2c963f66afa6', note: 'UUID' },
    { text: 'commit 1e8f2c3a9b7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f', note: 'git hash starting with 1' },
    { text: 'token 1abcdefghijkmnopqrstuvwxyzABCD', note: 'base58 shape, no valid checksum' },
    { text: 'mn2XzE9mXwPJ1j4h3Gf7ktJfUhG8nPqPn4 (testnet)', note: 'testnet, not mainnet' },
    { text: 'at 1700000000000 ms', note: 'timestamp' },
    { text: 'version 1.2.3-beta', note: 'version string' },
    { text: 'price 3,499.99 EUR', note: 'price' },
  ],
});
