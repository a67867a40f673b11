import { CONFIDENCE, type Detector, type Verdict } from '../../types.js';
import { isDocumentedAwsExample } from '../../validators/documented-example.js';

/** AWS's own documentation examples end in EXAMPLEKEY: pasted from a tutorial, they are no one's secret. */
const rejectDocumentedExample = (value: string): Verdict => (isDocumentedAwsExample(value) ? 'reject' : 'none');

export const awsSecretKey: Detector = Object.freeze<Detector>({
  id: 'aws-secret-key',
  type: 'AWS_SECRET_KEY',
  categories: ['API_SECRETS'],
  label: { one: 'AWS secret access key', other: 'AWS secret access keys' },
  description:
    'AWS secret access key: 40 base64 characters, reported only near its name (aws_secret_access_key, SecretAccessKey, "secret access key"); at least 4 bits of entropy per character keeps hex digests (which stay below 4) out.',
  anchor: { kind: 'context' },
  pattern: '[A-Za-z0-9/+]{40}',
  maxLength: 40,
  context: {
    words: ['aws_secret_access_key', 'secret_access_key', 'secretaccesskey', 'aws_secret_key', 'secret access key', 'aws secret', 'aws_secret'],
    window: 40,
    required: true,
  },
  minEntropy: 4,
  validate: rejectDocumentedExample,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'aws_secret_access_key = Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke', match: 'Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke' },
    { text: 'export AWS_SECRET_ACCESS_KEY=Zq7Lm2Xv9Kp4Rt8Wn1Yb3Fake6Hd0Gs5Jc/Ae+Uf', match: 'Zq7Lm2Xv9Kp4Rt8Wn1Yb3Fake6Hd0Gs5Jc/Ae+Uf' },
    { text: '"SecretAccessKey": "FAKE/example+SecretKeyvXnJaE/9I0MyTLUyi0"', match: 'FAKE/example+SecretKeyvXnJaE/9I0MyTLUyi0' },
    { text: 'AWS secret access key: EXAMPLEfake/kn1Gnt11CuZyzaA3U2OLzu6UQBGS', match: 'EXAMPLEfake/kn1Gnt11CuZyzaA3U2OLzu6UQBGS' },
    { text: '[default]\naws_access_key_id = AKIAQ3FAKEKEY7EXMPL2\naws_secret_access_key = Tb8Nc2Vx7Lq4Pz9Mw1Ks3Fake5Hr0Gj6Dy/Be+Wi\n', match: 'Tb8Nc2Vx7Lq4Pz9Mw1Ks3Fake5Hr0Gj6Dy/Be+Wi', note: 'credentials file' },
    { text: "aws_secret_key: 'FAKE9xQ2mL7pK4vR8tY1nB3zW5cJ6hD0gF2sA8eU'", match: 'FAKE9xQ2mL7pK4vR8tY1nB3zW5cJ6hD0gF2sA8eU' },
    { text: 'SECRET_ACCESS_KEY="EXAMPLE+fake/Qm2Xv7Lp4Rt8Wz1Yb3Nc5Kd9Hf0"', match: 'EXAMPLE+fake/Qm2Xv7Lp4Rt8Wz1Yb3Nc5Kd9Hf0' },
    { text: 'secretAccessKey: "FAKE/example+SecretKeyvXnJaE/9I0MyTLUyi0",', match: 'FAKE/example+SecretKeyvXnJaE/9I0MyTLUyi0' },
    { text: 'AWS secret: Mh4Qw9Xe2Rt7Yu1Io5Pa8Fake3Sd6Fg0Hj/Kl+Zx', match: 'Mh4Qw9Xe2Rt7Yu1Io5Pa8Fake3Sd6Fg0Hj/Kl+Zx' },
    { text: 'AWS_SECRET=Wy5Hb8Qn2Kt7Lp4Xm9Rc1Fake3Vd6Sg0Ej/Ui+Ao;', match: 'Wy5Hb8Qn2Kt7Lp4Xm9Rc1Fake3Vd6Sg0Ej/Ui+Ao' },
  ],
  falsePositives: [
    { text: 'Mh4Qw9Xe2Rt7Yu1Io5Pa8Fake3Sd6Fg0Hj/Kl+Zx', note: 'no context word' },
    { text: 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', note: "AWS's documented example" },
    { text: 'export AWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY', note: 'documented example' },
    { text: 'aws_secret_access_key = 9fceb02d0ae598e95dc970b74767f19372d61af8', note: 'git hash, hex entropy' },
    { text: 'aws_secret_access_key = XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', note: 'docs filler' },
    { text: 'aws_secret_access_key = Mh4Qw9Xe2Rt7Yu1Io5Pa8Fake3Sd6Fg0Hj', note: 'truncated' },
    { text: 'aws_secret_access_key = Mh4Qw9Xe2Rt7Yu1Io5Pa8Fake3Sd6Fg0Hj/Kl+ZxQ', note: 'one character too long' },
    { text: 'aws_secret_access_key = ${AWS_SECRET_ACCESS_KEY}', note: 'template' },
    { text: 'aws_secret_access_key = <your-secret-key>', note: 'template' },
    { text: 'Set aws_secret_access_key in ~/.aws/credentials, never in code.', note: 'prose' },
    { text: 'aws secret rotation id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'aws_secret_access_key sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', note: 'sha256 digest' },
    { text: 'aws secret icon: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', note: 'base64 image data' },
  ],
});

export const awsSecretKeyAssigned: Detector = Object.freeze<Detector>({
  id: 'aws-secret-key-assigned',
  type: 'AWS_SECRET_KEY',
  categories: ['API_SECRETS'],
  label: { one: 'AWS secret access key', other: 'AWS secret access keys' },
  description:
    'AWS secret access key assigned to a name that says secret or key and mentions AWS or access, in any case style (awsSecretAccessKey, aws.secret.key, AwsSecretKey, SECRET_ACCESS_KEY): 40 base64 characters with at least 4 bits of entropy per character.',
  anchor: { kind: 'assignment', names: { says: 'secret', services: ['aws', 'access'] } },
  pattern: '[A-Za-z0-9/+]{40}',
  maxLength: 40,
  minEntropy: 4,
  validate: rejectDocumentedExample,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: "const awsSecretAccessKey = 'Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke';", match: 'Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke', note: 'camelCase' },
    { text: 'aws.secret.key=Zq7Lm2Xv9Kp4Rt8Wn1Yb3Fake6Hd0Gs5Jc/Ae+Uf', match: 'Zq7Lm2Xv9Kp4Rt8Wn1Yb3Fake6Hd0Gs5Jc/Ae+Uf', note: 'dotted' },
    { text: '<add key="AwsSecretAccessKey" value="Tb8Nc2Vx7Lq4Pz9Mw1Ks3Fake5Hr0Gj6Dy/Be+Wi" />', match: 'Tb8Nc2Vx7Lq4Pz9Mw1Ks3Fake5Hr0Gj6Dy/Be+Wi', note: 'XML' },
    { text: 'awsSecretKey: "Mh4Qw9Xe2Rt7Yu1Io5Pa8Fake3Sd6Fg0Hj/Kl+Zx",', match: 'Mh4Qw9Xe2Rt7Yu1Io5Pa8Fake3Sd6Fg0Hj/Kl+Zx' },
    { text: '\tawsSecretAccessKey := "Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke"', match: 'Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke', note: 'Go' },
    { text: "  aws-secret-key: 'Zq7Lm2Xv9Kp4Rt8Wn1Yb3Fake6Hd0Gs5Jc/Ae+Uf'", match: 'Zq7Lm2Xv9Kp4Rt8Wn1Yb3Fake6Hd0Gs5Jc/Ae+Uf', note: 'kebab-case' },
    { text: 'AwsSecretKey = "Tb8Nc2Vx7Lq4Pz9Mw1Ks3Fake5Hr0Gj6Dy/Be+Wi",', match: 'Tb8Nc2Vx7Lq4Pz9Mw1Ks3Fake5Hr0Gj6Dy/Be+Wi', note: 'C#' },
    { text: '{"accessKeySecret": "Mh4Qw9Xe2Rt7Yu1Io5Pa8Fake3Sd6Fg0Hj/Kl+Zx"}', match: 'Mh4Qw9Xe2Rt7Yu1Io5Pa8Fake3Sd6Fg0Hj/Kl+Zx' },
    { text: 'S3_SECRET_ACCESS_KEY=Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke', match: 'Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke' },
    { text: 'aws_secret = "Zq7Lm2Xv9Kp4Rt8Wn1Yb3Fake6Hd0Gs5Jc/Ae+Uf"', match: 'Zq7Lm2Xv9Kp4Rt8Wn1Yb3Fake6Hd0Gs5Jc/Ae+Uf' },
  ],
  falsePositives: [
    { text: 'awsSecretAccessKey = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"', note: 'documented example' },
    { text: 'awsSecretAccessKey = "9fceb02d0ae598e95dc970b74767f19372d61af8"', note: 'hex digest, low entropy' },
    { text: 'awsSecretAccessKey = process.env.AWS_SECRET_ACCESS_KEY', note: 'environment lookup' },
    { text: 'awsRegion = "Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke"', note: 'the name says no secret' },
    { text: 'apiKey = "Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke"', note: 'no AWS or access in the name' },
    { text: 'awsSecretKeyFile = "Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke"', note: 'names a file' },
    { text: 'awsSecretAccessKey = "Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA"', note: 'too short' },
    { text: 'awsSecretAccessKey = "${AWS_SECRET_ACCESS_KEY}"', note: 'template' },
    { text: 'awsSecretAccessKey = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"', note: 'filler' },
    { text: 'publicAccessKey = "Rk3vQ8mZ2pL7xW4nT9bY1cF6hJ0sD5gA/Fake+Ke"', note: 'public' },
  ],
});
