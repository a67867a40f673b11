import { CONFIDENCE, type Detector, type Verdict } from '../../types.js';
import { isStructurallyValidJwt } from '../../validators/jwt.js';
import { longRun } from '../long-run.js';

const HS256 =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJmYWtlLXVzZXItMSIsIm5hbWUiOiJFeGFtcGxlIFBlcnNvbiIsImlhdCI6MTcwMDAwMDAwMH0.FAKEsignatureEXAMPLEbm90IGEgcmVhbCBzaWduYXR';
const RS256 =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6ImV4YW1wbGUta2V5In0.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20iLCJzdWIiOiJmYWtlLTQyIiwiZXhwIjoxOTAwMDAwMDAwfQ.FAKEUlMyNTYgc2lnbmF0dXJlIHBsYWNlaG9sZGVyIGJ5dGVzIGZvciB0ZXN0cyBvbmx5LCBub3QgcmVhbCBhdCBhbGwhIQ';
const UNSIGNED = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJmYWtlIn0.';
const ES256 =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzY29wZSI6InJlYWQiLCJmYWtlIjp0cnVlfQ.FAKEsignatureEXAMPLEbm90IGEgcmVhbCBzaWduYXR';
const FAKE_SIGNATURE = 'FAKEsignatureEXAMPLEbm90IGEgcmVhbCBzaWduYXR';

export const jwt: Detector = Object.freeze<Detector>({
  id: 'jwt',
  type: 'JWT',
  categories: ['API_SECRETS'],
  label: { one: 'JSON Web Token', other: 'JSON Web Tokens' },
  description:
    'JSON Web Token: three base64url segments whose header decodes to JSON naming an algorithm (alg) and whose payload decodes to a JSON object.',
  anchor: { kind: 'prefix', literals: ['eyJ'] },
  // Header and signature stay under 1000 characters; claims can run to 5 KB (group lists).
  pattern: `eyJ[A-Za-z0-9_\\-]{8,1000}\\.eyJ${longRun('[A-Za-z0-9_\\-]', 2, 4)}\\.[A-Za-z0-9_\\-]{0,1000}`,
  maxLength: 7010,
  validate: (value: string): Verdict => (isStructurallyValidJwt(value) ? 'confirm' : 'reject'),
  confidence: { base: CONFIDENCE.HIGH, confirmed: CONFIDENCE.CONFIRMED },
  truePositives: [
    { text: `Authorization: Bearer ${HS256}`, match: HS256 },
    { text: `id_token=${RS256}&state=fake`, match: RS256 },
    { text: `{"access_token":"${ES256}","token_type":"Bearer"}`, match: ES256 },
    { text: `unsigned (alg none): ${UNSIGNED} end`, match: UNSIGNED },
    { text: HS256, match: HS256, note: 'alone' },
    { text: `Cookie: session=${RS256}; Path=/`, match: RS256 },
    { text: `the token is ${ES256}.`, match: ES256, note: 'sentence full stop after the signature' },
    { text: `export JWT='${HS256}'`, match: HS256 },
    { text: `(${RS256})`, match: RS256 },
    { text: `tokens:\n  - ${ES256}\n  - not-a-token\n`, match: ES256 },
  ],
  falsePositives: [
    { text: `eyJ0eXAiOiJKV1QifQ.eyJzdWIiOiJ4In0.${FAKE_SIGNATURE}`, note: 'header without alg' },
    { text: `eyJhbGciOiJIUzI1NiI.eyJzdWIiOiJ4In0.${FAKE_SIGNATURE}`, note: 'header is not complete JSON' },
    { text: `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJmYWtl.${FAKE_SIGNATURE}`, note: 'payload is not complete JSON' },
    { text: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9', note: 'header alone' },
    { text: 'Authorization: Bearer <jwt>', note: 'template' },
    { text: 'Bearer eyJhbGciOi...', note: 'elided' },
    { text: 'eyJxxxxxxxxxxxx.eyJxxxxxxxxxxx.xxxxxxxxxx', note: 'filler' },
    { text: 'version 1.2.3 and file name.tar.gz', note: 'dotted words' },
    { text: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', note: 'base64 image' },
    { text: `x${HS256}`, note: 'inside a longer token' },
  ],
});
