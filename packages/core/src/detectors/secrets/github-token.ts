import { CONFIDENCE, type Detector, type Verdict } from '../../types.js';
import { hasValidGithubTokenChecksum } from '../../validators/github-token-checksum.js';

const FINE_GRAINED_PREFIX = 'github_pat_';

/** Classic tokens carry a CRC32 checksum; fine-grained ones have no published check, so no opinion. */
function verifyGithubToken(value: string): Verdict {
  if (value.startsWith(FINE_GRAINED_PREFIX)) return 'none';
  return hasValidGithubTokenChecksum(value) ? 'confirm' : 'reject';
}

export const githubToken: Detector = Object.freeze<Detector>({
  id: 'github-token',
  type: 'GITHUB_TOKEN',
  categories: ['API_SECRETS'],
  label: { one: 'GitHub token', other: 'GitHub tokens' },
  description:
    'GitHub token: classic ghp_/gho_/ghu_/ghs_/ghr_ + 36 base62 characters whose last six are a CRC32 checksum (checked), or a fine-grained github_pat_ token.',
  anchor: { kind: 'prefix', literals: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', FINE_GRAINED_PREFIX] },
  pattern: 'gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}',
  maxLength: 93,
  validate: verifyGithubToken,
  confidence: { base: CONFIDENCE.HIGH, confirmed: CONFIDENCE.CONFIRMED },
  truePositives: [
    { text: 'GITHUB_TOKEN=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', match: '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' },
    { text: 'oauth: 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', match: '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' },
    { text: '"token":"ghu_FAKEuserToServerEXAMPLE12345670CTNx8"', match: 'ghu_FAKEuserToServerEXAMPLE12345670CTNx8' },
    { text: 'Authorization: token ghs_FAKEserverEXAMPLEtoken7654321a01IM6C', match: 'ghs_FAKEserverEXAMPLEtoken7654321a01IM6C' },
    { text: 'refresh=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&x=1', match: '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' },
    { text: 'git clone https://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@github.com/acme/app', match: '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' },
    { text: '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', match: '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', note: 'alone' },
    {
      text: 'pat: github_pat_11FAKEEXAMPLE012345678_abcdefghijFAKEklmnopqrstuvwxyzEXAMPLE0123456789ABCDEFGHIJKL',
      match: 'github_pat_11FAKEEXAMPLE012345678_abcdefghijFAKEklmnopqrstuvwxyzEXAMPLE0123456789ABCDEFGHIJKL',
      note: 'fine-grained, fake',
    },
    {
      text: "export GH_TOKEN='github_pat_11EXAMPLEfake987654321_ZYXWVUTSRQfakePONMLKJIHGFEDCBAexample9876543210zyxwvutsrqpo'",
      match: 'github_pat_11EXAMPLEfake987654321_ZYXWVUTSRQfakePONMLKJIHGFEDCBAexample9876543210zyxwvutsrqpo',
    },
    { text: '(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)', match: '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' },
  ],
  falsePositives: [
    { text: 'GITHUB_TOKEN=ghp_FAKEexampleTOKEN0123456789abcd11JIb8', note: 'checksum off by one character' },
    { text: 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', note: 'docs filler' },
    { text: 'token: ghp_FAKEexampleTOKEN0123456789abcd11JI', note: 'truncated' },
    { text: 'x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', note: 'inside a longer token' },
    { text: '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Z', note: 'one character too long' },
    { text: 'ghp_<your-token-here>', note: 'template' },
    { text: 'GITHUB_TOKEN=${{ secrets.GITHUB_TOKEN }}', note: 'Actions expression' },
    { text: 'github_pat_11FAKEEXAMPLE0123456789_short', note: 'truncated fine-grained' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
    { text: 'request 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'GHP_FAKEEXAMPLETOKEN0123456789ABCD11JIB7', note: 'wrong case prefix' },
  ],
});
