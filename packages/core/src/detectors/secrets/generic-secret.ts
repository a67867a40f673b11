import { CONFIDENCE, type Detector } from '../../types.js';
import { secretVerdict } from '../../validators/secret-value.js';
import { namesSecret } from '../../validators/secret-names.js';

export const genericSecret: Detector = Object.freeze<Detector>({
  id: 'generic-secret',
  type: 'GENERIC_SECRET',
  categories: ['API_SECRETS'],
  label: { one: 'secret', other: 'secrets' },
  description:
    'A value assigned to a name that says secret (api_key, apiToken, X-Api-Key, client_secret, SECRET_KEY_BASE, auth, credentials, Authorization: Bearer …) in any common syntax. The value must look like a secret: at least 12 characters without spaces, mixed kinds of characters, 3 bits of entropy per character, not an identifier, path, URL, number, version or placeholder. A blocking confidence needs 16 characters and 3.5 bits. Only the value is reported, so masking keeps the name readable.',
  anchor: { kind: 'assignment', names: namesSecret },
  pattern: '[^\\s]{12,256}',
  maxLength: 256,
  validate: secretVerdict,
  // A value that may be a secret is reported at POSSIBLE; one with a secret's length and entropy at LIKELY.
  confidence: { base: CONFIDENCE.LOW, confirmed: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'apiToken = "Xk9mQ2vL8pRt4wZ7FAKE"', match: 'Xk9mQ2vL8pRt4wZ7FAKE', note: 'camelCase name' },
    { text: 'xToken: "fAkE9Qx2Lm7Zp4Kv8Ws1"', match: 'fAkE9Qx2Lm7Zp4Kv8Ws1' },
    { text: '{"client_secret": "FAKE8f2kQ9zLm4Wx7Rt1Vb"}', match: 'FAKE8f2kQ9zLm4Wx7Rt1Vb' },
    { text: 'export X_TOKEN=7f3a9c2e1b8d4f6a0c5e9b2d7a1f4c8e', match: '7f3a9c2e1b8d4f6a0c5e9b2d7a1f4c8e', note: 'hex key' },
    { text: "curl -H 'X-Api-Key: FAKEq9ZxW2mL7pK4vR8tY1nB3' https://api.example.com", match: 'FAKEq9ZxW2mL7pK4vR8tY1nB3', note: 'curl header' },
    { text: 'Authorization: Bearer FAKEq9ZxW2mL7pK4vR8tY1nB3', match: 'FAKEq9ZxW2mL7pK4vR8tY1nB3' },
    { text: 'secret_key = "Zm9vYmFyRkFLRWJhc2U2NA=="', match: 'Zm9vYmFyRkFLRWJhc2U2NA==', note: 'base64 with padding, fake' },
    { text: '//registry.npmjs.org/:_authToken=FAKEnpmAuth9Zx2Lm7Qp4Kv', match: 'FAKEnpmAuth9Zx2Lm7Qp4Kv', note: '.npmrc' },
    { text: '<add key="ApiKey" value="FAKEk9Wm2Qz7Lx4Rt8Vb"/>', match: 'FAKEk9Wm2Qz7Lx4Rt8Vb', note: 'XML appSettings' },
    { text: 'config.secretKey = `m{{h}o)p${e]FAKE7q`;', match: 'm{{h}o)p${e]FAKE7q', note: 'punctuation, not a template' },
    { text: 'GET /v1/items?access_token=FAKE7Lm2Qz9Kv4Wx8Rt1 HTTP/1.1', match: 'FAKE7Lm2Qz9Kv4Wx8Rt1', note: 'query parameter' },
    { text: 'SECRET_KEY_BASE: 9f8e7dFAKEc6b5a4Qz3Wx2Lm1Kv0', match: '9f8e7dFAKEc6b5a4Qz3Wx2Lm1Kv0' },
  ],
  falsePositives: [
    { text: 'token: ${TOKEN}', note: 'template' },
    { text: 'api_key: <your-key>', note: 'template' },
    { text: 'API_KEY=YOUR_API_KEY_HERE', note: 'placeholder identifier' },
    { text: 'const apiKey = process.env.API_KEY;', note: 'environment lookup' },
    { text: 'secret: examplePassword123', note: 'docs example value' },
    { text: 'token_file: /var/lib/app2/tokens', note: 'path' },
    { text: '"_browserContextId": "browserContextIdentifier"', note: 'identifier' },
    { text: '"Access-Control-Allow-Credentials": "true"', note: 'header name, boolean' },
    { text: 'nextPageToken = "CAoQAA"', note: 'pagination token' },
    { text: 'public_key = "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEFAKE"', note: 'public key' },
    { text: 'api_key_header = "X-Api-Key-Header-Name"', note: 'names a header' },
    { text: 'token = "identifier"', note: 'a word' },
    { text: 'secret = "1.2.3-beta.4"', note: 'version' },
    { text: 'tokenUrl: https://auth.example.com/oauth2/token', note: 'URL' },
  ],
});
