import { CONFIDENCE, type Detector, type Verdict } from '../../types.js';
import { isPlausiblePemPrivateKey } from '../../validators/pem-private-key.js';
import { longRun } from '../long-run.js';

/** Stands in for the base64 body of a key; decodes to a sentence saying it is fake. */
const FAKE_BODY =
  'VGhpcyBpcyBhIEZBS0UgcHJpdmF0ZSBrZXkgYm9keSBmb3IgUHJlZmxpZ2h0IGRl\n' +
  'dGVjdG9yIHRlc3RzLiBJdCBpcyBub3Qga2V5IG1hdGVyaWFsIGFuZCBkZWNvZGVz\n' +
  'IHRvIHBsYWluIEVuZ2xpc2ggdGV4dCwgRVhBTVBMRSBvbmx5Lg==';

/** Key kinds: RSA, EC, DSA, OPENSSH, ENCRYPTED, PGP … or none (PKCS#8). */
const LABEL = '[A-Z0-9 ]{0,24}PRIVATE KEY(?: BLOCK)?';

const block = (label: string, body = FAKE_BODY): string =>
  `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;

const RSA = block('RSA PRIVATE KEY');
const PKCS8 = block('PRIVATE KEY');
const EC = block('EC PRIVATE KEY');
const OPENSSH = block('OPENSSH PRIVATE KEY');
const ENCRYPTED = block('ENCRYPTED PRIVATE KEY');
const PGP = block('PGP PRIVATE KEY BLOCK', `Version: FakePG 1.0 (EXAMPLE)\n\n${FAKE_BODY}\n=FAKE`);
const LEGACY_ENCRYPTED = block('RSA PRIVATE KEY', `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,0123456789ABCDEF\n\n${FAKE_BODY}`);
const JSON_ESCAPED = RSA.replace(/\n/g, '\\n');
const RSA_CRLF = RSA.replace(/\n/g, '\r\n');

export const privateKey: Detector = Object.freeze<Detector>({
  id: 'private-key',
  type: 'PRIVATE_KEY',
  categories: ['API_SECRETS'],
  label: { one: 'private key', other: 'private keys' },
  description:
    'PEM or PGP armoured private key (RSA, EC, DSA, OpenSSH, PKCS#8, encrypted), from BEGIN through END, body up to 5 KB; BEGIN and END labels must agree and the body must be base64.',
  anchor: { kind: 'prefix', literals: ['-----BEGIN '] },
  // Armour headers (Proc-Type, DEK-Info, Version) come first; the body is base64 with line breaks,
  // plain or written as `\n` escapes. Five blocks of 1000 hold an RSA-4096 key with room to spare.
  pattern: `-----BEGIN ${LABEL}-----(?:(?:[\\r\\n\\t ]|\\\\[rn]){1,4}[A-Za-z][A-Za-z0-9\\-]{0,30}: [^\\r\\n\\\\]{1,100}){0,4}${longRun('[A-Za-z0-9+/=\\r\\n\\t \\\\]', 1, 4)}-----END ${LABEL}-----`,
  maxLength: 5700,
  // The dashed markers delimit the block themselves, and `\n` escapes put a letter right before them.
  boundary: false,
  validate: (value: string): Verdict => (isPlausiblePemPrivateKey(value) ? 'confirm' : 'reject'),
  confidence: { base: CONFIDENCE.HIGH, confirmed: CONFIDENCE.CONFIRMED },
  truePositives: [
    { text: `key.pem (fake):\n${RSA}\n`, match: RSA },
    { text: PKCS8, match: PKCS8, note: 'PKCS#8' },
    { text: `ssl_key: |\n${EC}`, match: EC },
    { text: `~/.ssh/id_ed25519\n${OPENSSH}\n`, match: OPENSSH },
    { text: `${ENCRYPTED}\n`, match: ENCRYPTED },
    { text: `gpg --export-secret-keys (fake):\n${PGP}`, match: PGP },
    { text: LEGACY_ENCRYPTED, match: LEGACY_ENCRYPTED, note: 'legacy encrypted PEM headers' },
    { text: `{"private_key": "${JSON_ESCAPED}\\n"}`, match: JSON_ESCAPED, note: 'inside a JSON string' },
    { text: RSA_CRLF, match: RSA_CRLF, note: 'CRLF line ends' },
    { text: `first:\n${EC}\nsecond:\n${PKCS8}`, match: PKCS8, note: 'two keys are two findings' },
  ],
  falsePositives: [
    { text: '-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----', note: 'docs skeleton' },
    { text: `-----BEGIN RSA PRIVATE KEY-----\n${FAKE_BODY.slice(0, 40)}`, note: 'truncated, no END' },
    { text: block('PUBLIC KEY'), note: 'public key' },
    { text: block('CERTIFICATE'), note: 'certificate' },
    { text: `-----BEGIN RSA PRIVATE KEY-----\n${FAKE_BODY}\n-----END EC PRIVATE KEY-----`, note: 'labels disagree' },
    { text: block('PRIVATE KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'), note: 'too short to be a key' },
    { text: block('PRIVATE KEY', 'x'.repeat(80)), note: 'filler body' },
    { text: block('PRIVATE KEY', '<paste your private key here and keep it out of version control>'), note: 'template' },
    { text: 'Paste the text starting with -----BEGIN PRIVATE KEY----- into the form.', note: 'prose' },
    { text: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', note: 'base64 image' },
  ],
});
