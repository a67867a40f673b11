import { CONFIDENCE, type Detector, type Verdict } from '../../types.js';
import { isLikelyPasswordNearWord, isLikelySecretValue } from '../../validators/secret-value.js';

export const genericSecretNearWord: Detector = Object.freeze<Detector>({
  id: 'generic-secret-near-word',
  type: 'GENERIC_SECRET',
  categories: ['API_SECRETS'],
  label: { one: 'secret', other: 'secrets' },
  description:
    'A secret-looking value a few characters after a word such as token, secret, api_key or bearer without an assignment between them (`--token FAKE…`, `bearer FAKE…`, "my api key is …"): at least 12 characters, 3.3 bits of entropy per character, mixed letters and digits or symbols, not a template, identifier, path or placeholder.',
  anchor: { kind: 'context' },
  pattern: '[A-Za-z0-9_\\-+/!#$%^&*~]{12,128}={0,2}',
  maxLength: 130,
  context: {
    words: ['secret', 'client_secret', 'secret_key', 'api_key', 'apikey', 'api-key', 'access_key', 'token', 'auth_token', 'access_token', 'refresh_token', 'bearer', 'credential', 'credentials'],
    // Only the few characters of ` `, `: ` or ` is ` may stand between the word and its value.
    window: 6,
    required: true,
    beforeOnly: true,
  },
  minEntropy: 3.3,
  validate: (value: string): Verdict => (isLikelySecretValue(value) ? 'none' : 'reject'),
  // Its word always stands beside it, which raises it to LIKELY.
  confidence: { base: CONFIDENCE.LOW },
  truePositives: [
    { text: 'gh auth login --token FAKEq9ZxW2mL7pK4vR8t', match: 'FAKEq9ZxW2mL7pK4vR8t', note: 'CLI flag' },
    { text: 'bearer FAKEq9ZxW2mL7pK4vR8tY1nB3', match: 'FAKEq9ZxW2mL7pK4vR8tY1nB3' },
    { text: 'my api_key is Qw3rFAKE9zX2mK7Lp', match: 'Qw3rFAKE9zX2mK7Lp' },
    { text: 'token fAkE-9Qx2Lm7Zp4Kv8Ws1', match: 'fAkE-9Qx2Lm7Zp4Kv8Ws1' },
    { text: 'secret_key Zm9vYmFyRkFLRWJhc2U2NA==', match: 'Zm9vYmFyRkFLRWJhc2U2NA==' },
    { text: '--client_secret FAKE8f2kQ9zLm4Wx7Rt1Vb', match: 'FAKE8f2kQ9zLm4Wx7Rt1Vb' },
    { text: 'Use access_token Wm2Qz7LxFAKE3kf9 for now', match: 'Wm2Qz7LxFAKE3kf9' },
    { text: '<token>FAKE3kf9Wm2Qz7Lx</token>', match: 'FAKE3kf9Wm2Qz7Lx', note: 'XML element' },
    { text: 'refresh_token -> FAKE7f3a9c2e1b8d4f6a', match: 'FAKE7f3a9c2e1b8d4f6a' },
    { text: 'credentials Xk9mQ2vL8pRt4wZ7', match: 'Xk9mQ2vL8pRt4wZ7' },
  ],
  falsePositives: [
    { text: 'token 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
    { text: 'request_id=9fceb02d0ae598e95dc970b74767f19372d61af8 user=alice', note: 'hash without a secret word' },
    { text: 'skeleton key tokens: 2024-01-15T10:00:00Z', note: 'timestamp' },
    { text: 'token icon: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', note: 'base64 image data' },
    { text: 'The secret ingredient is cardamom.', note: 'prose' },
    { text: 'token getAccessTokenFromEnvironment', note: 'identifier' },
    { text: 'bearer ${ACCESS_TOKEN}', note: 'template' },
    { text: 'api_key YOUR_API_KEY_HERE', note: 'placeholder' },
    { text: 'credentials /etc/app/credentials.json', note: 'path' },
    { text: 'token ************', note: 'masked' },
    { text: 'X-JFrog-Art-Api: $API_KEY', note: 'a header name before its word' },
    { text: '"Access-Control-Allow-Credentials": "true"', note: 'a header name holding the word' },
  ],
});

/** The near-word reading for passwords, whose values may be short (`--password hunter2!`). */
export const passwordNearWord: Detector = Object.freeze<Detector>({
  id: 'password-near-word',
  type: 'PASSWORD',
  categories: ['API_SECRETS'],
  label: { one: 'password', other: 'passwords' },
  description:
    'A password a few characters after the word password, passwd, pwd or passphrase without an assignment between them (`--password hunter2!`, "the password is …"): at least 8 characters with a digit and two other kinds of character, beginning with a letter or digit; words, identifiers and passphrases are left to assignments.',
  anchor: { kind: 'context' },
  pattern: '[A-Za-z0-9!#$%&*+./?@^_~-]{5,63}[A-Za-z0-9!#$%&*+/?@^_~-]',
  maxLength: 64,
  context: { words: ['password', 'passwd', 'pwd', 'passphrase'], window: 6, required: true, beforeOnly: true },
  validate: (value: string): Verdict => (isLikelyPasswordNearWord(value) ? 'none' : 'reject'),
  // Its word always stands beside it, which raises it to LIKELY.
  confidence: { base: CONFIDENCE.LOW },
  truePositives: [
    { text: 'mysql -u root --password hunter2!! db', match: 'hunter2!!', note: 'CLI flag' },
    { text: 'the password is Tr0ub4dor&3', match: 'Tr0ub4dor&3' },
    { text: 'wifi password Qw3rty#2024x', match: 'Qw3rty#2024x' },
    { text: '--passwd Fk7#mW2!qL9', match: 'Fk7#mW2!qL9' },
    { text: 'pwd -> s3cretFAKE_42', match: 's3cretFAKE_42' },
    { text: 'passphrase Wq8#FAKE2vLz', match: 'Wq8#FAKE2vLz' },
    { text: '<password>FAKE3kf9Wm2Qz7Lx</password>', match: 'FAKE3kf9Wm2Qz7Lx', note: 'XML element' },
    { text: 'new password P@ssw0rdFAKE! was set', match: 'P@ssw0rdFAKE!' },
    { text: 'Password Zp4Kv8Ws1FAKE', match: 'Zp4Kv8Ws1FAKE' },
    { text: 'admin password mW2qL9zR4xFK', match: 'mW2qL9zR4xFK' },
  ],
  falsePositives: [
    { text: 'password protected', note: 'word' },
    { text: 'password reset link sent', note: 'words' },
    { text: 'password ********', note: 'masked' },
    { text: 'password changeme', note: 'stock' },
    { text: 'password_manager/ie7_password.cc', note: 'path' },
    { text: 'password 12345678', note: 'digits only' },
    { text: 'password must be at least 12 characters', note: 'prose' },
    { text: 'pwd /home/user', note: 'shell' },
    { text: 'password getPasswordFromVault', note: 'identifier' },
    { text: 'password ${DB_PASSWORD}', note: 'template' },
  ],
});
