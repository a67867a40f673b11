import { CONFIDENCE, type Detector } from '../../types.js';
import { ethAddressVerdict } from '../../validators/eth.js';

export const ethereumAddress = Object.freeze<Detector>({
  id: 'ethereum-address',
  type: 'CRYPTO_ADDRESS',
  categories: ['FINANCIAL'],
  label: { one: 'cryptocurrency address', other: 'cryptocurrency addresses' },
  description:
    'Ethereum address, `0x` and 40 hex digits. Mixed case carries an EIP-55 checksum (Keccak-256), which confirms or rejects it; all-lower or all-upper case has no checksum and counts on its shape, raised by a nearby word such as "ETH" or "wallet".',
  anchor: { kind: 'prefix', literals: ['0x'] },
  pattern: '0x[0-9a-fA-F]{40}',
  maxLength: 42,
  validate: ethAddressVerdict,
  context: { words: ['ethereum', 'eth', 'wallet', 'address', 'erc20', 'erc-20', 'metamask'], window: 40, required: false },
  confidence: { base: CONFIDENCE.MEDIUM, confirmed: CONFIDENCE.CONFIRMED },
  truePositives: [
    { text: 'send ETH to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', match: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
    { text: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359 holds the funds', match: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
    { text: '"from":"0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB"', match: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB' },
    { text: 'wallet 0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb.', match: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb' },
    { text: 'lower case 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', match: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' },
    { text: 'UPPER 0x52908400098527886E0F7030069857D2E4169EE7', match: '0x52908400098527886E0F7030069857D2E4169EE7' },
    { text: 'all digits 0x8617E340B3D01FA5F11F306F4090FD50E238070D', match: '0x8617E340B3D01FA5F11F306F4090FD50E238070D' },
    { text: 'contract (0xde709f2102306220921060314715629080e2fb77)', match: '0xde709f2102306220921060314715629080e2fb77' },
    { text: 'to=0x27b1fdb04752bbc536007a920d24acb045561c26&value=1', match: '0x27b1fdb04752bbc536007a920d24acb045561c26' },
    { text: 'metamask: 0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c', match: '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c' },
  ],
  falsePositives: [
    { text: 'send to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', note: 'EIP-55 checksum fails' },
    { text: '0xfb6916095ca1df60bB79Ce92cE3Ea74c37c5d359', note: 'EIP-55 checksum fails' },
    { text: 'tx 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060', note: 'transaction hash, 64 hex' },
    { text: 'flag 0xFF00FF', note: 'short hex constant' },
    { text: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea', note: '38 hex digits' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash without 0x' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaedzz', note: 'inside a longer token' },
    { text: 'mask 0xffffffff and 0x0', note: 'bit masks' },
    { text: 'price 0.50 ETH', note: 'amount' },
  ],
});
