import { CONFIDENCE, type Detector, type Verdict } from '../../types.js';
import { isLikelySecretValue } from '../../validators/secret-value.js';

export const genericSecret: Detector = Object.freeze<Detector>({
  id: 'generic-secret',
  type: 'GENERIC_SECRET',
  categories: ['API_SECRETS'],
  label: { one: 'secret', other: 'secrets' },
  description:
    'A value assigned to a secret-sounding key (password, secret, token, api_key, client_secret, …) within a few characters of it: at least 12 characters, 3.3 bits of entropy per character, mixed letters and digits or symbols, and not a template, identifier, path or stock placeholder. Only the value is reported, so masking keeps the key name readable.',
  anchor: { kind: 'context' },
  pattern: '[A-Za-z0-9_\\-+/!#$%^&*~]{12,128}={0,2}',
  maxLength: 130,
  context: {
    words: [
      'password', 'passwd', 'pwd', 'passphrase', 'secret', 'client_secret', 'secret_key', 'api_key', 'apikey', 'api-key',
      'access_key', 'token', 'auth_token', 'access_token', 'refresh_token', 'bearer', 'credential', 'credentials',
    ],
    // Only the few characters of `": "` or ` = '` may stand between the key and its value.
    window: 6,
    required: true,
  },
  minEntropy: 3.3,
  validate: (value: string): Verdict => (isLikelySecretValue(value) ? 'none' : 'reject'),
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: 'password = "Xk9mQ2vL8pRt4wZ7"  # fake', match: 'Xk9mQ2vL8pRt4wZ7' },
    { text: 'DB_PASSWORD=Tr0ub4dor&3xFAKE', match: 'Tr0ub4dor&3xFAKE' },
    { text: '{"client_secret": "FAKE8f2kQ9zLm4Wx7Rt1Vb"}', match: 'FAKE8f2kQ9zLm4Wx7Rt1Vb' },
    { text: 'api_key: 7f3a9c2e1b8d4f6a0c5e9b2d7a1f4c8e (fake)', match: '7f3a9c2e1b8d4f6a0c5e9b2d7a1f4c8e', note: 'hex key' },
    { text: "token: 'fAkE-9Qx2Lm7Zp4Kv8Ws1'", match: 'fAkE-9Qx2Lm7Zp4Kv8Ws1' },
    { text: 'Authorization: Bearer FAKEq9ZxW2mL7pK4vR8tY1nB3', match: 'FAKEq9ZxW2mL7pK4vR8tY1nB3' },
    { text: 'secret_key = "Zm9vYmFyRkFLRWJhc2U2NA=="', match: 'Zm9vYmFyRkFLRWJhc2U2NA==', note: 'base64 with padding, fake' },
    { text: 'SMTP_PASSWD: Fk7#mW2!qL9$zR4x', match: 'Fk7#mW2!qL9$zR4x' },
    { text: '<password>FAKE3kf9Wm2Qz7Lx</password>', match: 'FAKE3kf9Wm2Qz7Lx' },
    { text: 'my password is Qw3rFAKE9zX2mK7 for the VPN', match: 'Qw3rFAKE9zX2mK7' },
  ],
  falsePositives: [
    { text: 'password=changeme', note: 'stock placeholder' },
    { text: 'token: ${TOKEN}', note: 'template' },
    { text: 'api_key: <your-key>', note: 'template' },
    { text: 'API_KEY=YOUR_API_KEY_HERE', note: 'placeholder identifier' },
    { text: 'password: "************"', note: 'already masked' },
    { text: 'password = os.environ["DB_PASSWORD_PRODUCTION"]', note: 'environment lookup' },
    { text: 'secret: examplePassword123', note: 'docs example value' },
    { text: 'token_file: /var/lib/app2/tokens', note: 'path' },
    { text: 'token 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'The password must be at least 12 characters, e.g. correcthorsebattery.', note: 'prose' },
    { text: 'request_id=9fceb02d0ae598e95dc970b74767f19372d61af8 user=alice', note: 'hash without a secret keyword' },
    { text: 'skeleton key tokens: 2024-01-15T10:00:00Z', note: 'timestamp' },
    { text: 'token icon: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', note: 'base64 image data' },
  ],
});
