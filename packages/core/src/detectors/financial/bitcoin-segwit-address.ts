import { CONFIDENCE, type Detector } from '../../types.js';
import { segwitAddressVerdict } from '../../validators/bech32.js';

export const bitcoinSegwitAddress = Object.freeze<Detector>({
  id: 'bitcoin-segwit-address',
  type: 'CRYPTO_ADDRESS',
  categories: ['FINANCIAL'],
  label: { one: 'cryptocurrency address', other: 'cryptocurrency addresses' },
  description:
    'Native SegWit Bitcoin address (`bc1…`, one case throughout): bech32 for witness version 0, bech32m for versions 1-16 (Taproot), with the polymod checksum and program length checked.',
  anchor: { kind: 'prefix', literals: ['bc1', 'BC1'] },
  pattern: '(?:bc1|BC1)[02-9ac-hj-np-zAC-HJ-NP-Z]{11,71}',
  maxLength: 74,
  validate: segwitAddressVerdict,
  context: { words: ['bitcoin', 'btc', 'wallet', 'address'], window: 40, required: false },
  confidence: { base: CONFIDENCE.HIGH, confirmed: CONFIDENCE.CONFIRMED },
  truePositives: [
    { text: 'send to bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', match: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    { text: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4 upper case', match: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4' },
    {
      text: 'taproot bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0.',
      match: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    },
    {
      text: 'P2WSH: bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      match: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    },
    { text: 'v16 BC1SW50QGDZ25J', match: 'BC1SW50QGDZ25J', note: 'witness version 16, 2-byte program' },
    { text: '"to":"bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs"', match: 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs' },
    {
      text: 'v1 40-byte bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      match: 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    },
    { text: 'wallet (bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4)', match: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    { text: 'btc: bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4, thanks', match: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
    {
      text: 'addr=bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0&amount=1',
      match: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    },
  ],
  falsePositives: [
    { text: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', note: 'checksum fails' },
    { text: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', note: 'version 0 with a bech32m checksum' },
    { text: 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx', note: 'version 1 with a bech32 checksum' },
    { text: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', note: 'testnet' },
    { text: 'bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', note: 'mixed case' },
    { text: 'label abc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', note: 'inside a longer token' },
    { text: 'see bc1 docs', note: 'prefix only' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj', note: 'version 2 with a bech32 checksum' },
  ],
});
