import { CONFIDENCE, type Detector } from '../../types.js';

export const stripeKey: Detector = Object.freeze<Detector>({
  id: 'stripe-key',
  type: 'STRIPE_KEY',
  categories: ['API_SECRETS'],
  label: { one: 'Stripe key', other: 'Stripe keys' },
  description:
    'Stripe secret or restricted key, live or test (sk_live_, rk_live_, sk_test_, rk_test_). Publishable pk_ keys are public by design and not reported.',
  anchor: { kind: 'prefix', literals: ['sk_live_', 'rk_live_', 'sk_test_', 'rk_test_'] },
  pattern: '[sr]k_(?:live|test)_[0-9A-Za-z]{24,247}',
  maxLength: 255,
  minEntropy: 3.2,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    {
      text: 'STRIPE_SECRET_KEY=sk_live_51FAKEexampleHGETh8lMYQOymAAiTdR9Up14PehPjPB9atpTDBMf4rpaFQOqb7XOfCsVtaXrZMAzSv2gENfMTx0MOdOQw4SG8n',
      match: 'sk_live_51FAKEexampleHGETh8lMYQOymAAiTdR9Up14PehPjPB9atpTDBMf4rpaFQOqb7XOfCsVtaXrZMAzSv2gENfMTx0MOdOQw4SG8n',
    },
    {
      text: 'restricted: rk_live_51EXAMPLEfakefnL5Ofa6qD8mJ7ZDNBmJaDtDLZc5t4UuHF7KVMLp7hvdCTquY1XVcKGAFRFWa94Hj9wNYWx0T0zbFDteMXi6cM',
      match: 'rk_live_51EXAMPLEfakefnL5Ofa6qD8mJ7ZDNBmJaDtDLZc5t4UuHF7KVMLp7hvdCTquY1XVcKGAFRFWa94Hj9wNYWx0T0zbFDteMXi6cM',
    },
    { text: "stripe.api_key = 'sk_test_FAKEtestUXv5eBoaPzoxZCYC'", match: 'sk_test_FAKEtestUXv5eBoaPzoxZCYC' },
    { text: 'sk_test_FAKEtestUXv5eBoaPzoxZCYC', match: 'sk_test_FAKEtestUXv5eBoaPzoxZCYC', note: 'alone' },
    { text: '-u sk_live_EXAMPLEfake4eC39HqLyjWDarjtT1zdp7dc:', match: 'sk_live_EXAMPLEfake4eC39HqLyjWDarjtT1zdp7dc' },
    { text: '"secret":"rk_test_FAKEexample9Qm2Xv7Lp4Rt8Wz1"', match: 'rk_test_FAKEexample9Qm2Xv7Lp4Rt8Wz1' },
    { text: 'new Stripe("sk_live_FAKE51example0Ab1Cd2Ef3Gh4Ij5Kl6Mn7")', match: 'sk_live_FAKE51example0Ab1Cd2Ef3Gh4Ij5Kl6Mn7' },
    { text: 'key: sk_test_EXAMPLE26fakeQwErTy1234AsDf', match: 'sk_test_EXAMPLE26fakeQwErTy1234AsDf' },
    { text: '(sk_live_FAKEexampleHGETh8lMYQOymAAiTdR9Up)', match: 'sk_live_FAKEexampleHGETh8lMYQOymAAiTdR9Up' },
    { text: 'STRIPE_KEY=rk_live_FAKE0example1Zz9Yy8Xx7Ww6Vv5;', match: 'rk_live_FAKE0example1Zz9Yy8Xx7Ww6Vv5' },
  ],
  falsePositives: [
    { text: 'pk_live_51FAKEexampleHGETh8lMYQOymAAiTdR9Up14PehPjPB9atpTDB', note: 'publishable key' },
    { text: 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx', note: 'docs filler' },
    { text: 'sk_test_FAKE12345', note: 'truncated' },
    { text: 'desk_live_FAKEexampleHGETh8lMYQOymAAiTdR9Up', note: 'inside a longer word' },
    { text: 'sk_live_<your_secret_key>', note: 'template' },
    { text: 'STRIPE_SECRET_KEY=sk_live_${STRIPE_SECRET}', note: 'template' },
    { text: 'Use keys that start with sk_live_ only on the server.', note: 'prose' },
    { text: 'SK_LIVE_FAKEEXAMPLEHGETH8LMYQOYMAAITDR9UP', note: 'wrong case' },
    { text: 'sk_live_000000000000000000000000', note: 'zero filler' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
  ],
});
