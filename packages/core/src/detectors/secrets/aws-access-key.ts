import { CONFIDENCE, type Detector } from '../../types.js';
import { isDocumentedAwsExample } from '../../validators/documented-example.js';

/** Four-letter prefixes AWS gives its unique identifiers; AKIA/ASIA are access keys proper. */
const PREFIXES = ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'AGPA', 'AIDA', 'AIPA', 'ANPA', 'ANVA', 'AROA', 'APKA'];

export const awsAccessKey: Detector = Object.freeze<Detector>({
  id: 'aws-access-key',
  type: 'AWS_ACCESS_KEY',
  categories: ['API_SECRETS'],
  label: { one: 'AWS access key', other: 'AWS access keys' },
  description:
    'AWS access key id: a four-letter prefix (AKIA, ASIA, …) and 16 upper-case letters or digits. Filler such as AKIAXXXXXXXXXXXXXXXX is rejected by entropy.',
  anchor: { kind: 'prefix', literals: PREFIXES },
  pattern: `(?:${PREFIXES.join('|')})[A-Z0-9]{16}`,
  maxLength: 20,
  minEntropy: 2,
  // AWS's documentation examples end in EXAMPLE: pasted from a tutorial, they are no one's key.
  validate: (value) => (isDocumentedAwsExample(value) ? 'reject' : 'none'),
  // The shape alone is distinctive; a nearby name only raises confidence.
  context: { words: ['aws', 'aws_access_key_id', 'access key', 'accesskeyid'], window: 40, required: false },
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'aws_access_key_id = AKIAQ3FAKEKEY7EXMPL2', match: 'AKIAQ3FAKEKEY7EXMPL2' },
    { text: 'export AWS_ACCESS_KEY_ID=AKIAZ7FAKE2QH8DHB4KX', match: 'AKIAZ7FAKE2QH8DHB4KX' },
    { text: '"AccessKeyId": "ASIAJEXAMPLEXEG2JICE"', match: 'ASIAJEXAMPLEXEG2JICE', note: 'temporary key, fake' },
    { text: 'key=AKIAZ5FAKEEXAMPLE7QW;', match: 'AKIAZ5FAKEEXAMPLE7QW' },
    { text: 'role AROAFAKEEXAMPLE2345Z in the trust policy', match: 'AROAFAKEEXAMPLE2345Z' },
    { text: 'AKIAQ3FAKEKEY7EXMPL2', match: 'AKIAQ3FAKEKEY7EXMPL2', note: 'alone' },
    { text: 'creds:\n  id: AKIAQWERTY23FAKE4567\n', match: 'AKIAQWERTY23FAKE4567' },
    { text: '(AKIAEXAMPLE2FAKE3KEY)', match: 'AKIAEXAMPLE2FAKE3KEY' },
    { text: 'user AIDAFAKEEXAMPLE6MNOP has no MFA', match: 'AIDAFAKEEXAMPLE6MNOP' },
    { text: 'AWS_ACCESS_KEY_ID="ASIAFAKE7EXAMPLE5TMP"', match: 'ASIAFAKE7EXAMPLE5TMP' },
  ],
  falsePositives: [
    { text: 'aws_access_key_id = AKIAXXXXXXXXXXXXXXXX', note: 'docs filler' },
    { text: 'AKIAAAAAAAAAAAAAAAAA', note: 'repeated filler' },
    { text: 'id AKIAIOSFODNN7EXAMP', note: 'truncated' },
    { text: 'XAKIAQ3FAKEKEY7EXMPL2', note: 'inside a longer token' },
    { text: 'AKIAQ3FAKEKEY7EXMPL2ZZ', note: 'too long' },
    { text: 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE', note: "AWS's documented example" },
    { text: 'export AWS_ACCESS_KEY_ID=AKIAI44QH8DHBEXAMPLE', note: 'documented example' },
    { text: 'AKIAiosfodnn7example', note: 'lower-case body' },
    { text: 'akiaiosfodnn7example', note: 'lower case' },
    { text: 'The AKIA prefix marks long-term keys.', note: 'prose' },
    { text: 'commit 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash' },
    { text: 'id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'ASIA-PACIFIC region APAC', note: 'word' },
  ],
});
