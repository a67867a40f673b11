import { CONFIDENCE, type Detector, type Verdict } from '../../types.js';
import { shannonEntropy } from '../../validators/entropy.js';

/**
 * The values under `data:` in a Kubernetes Secret are the base64 of the secrets themselves,
 * whatever their keys are called (`username`, `tls.key`, `config.json`). Each line must hold
 * base64 whose length is a multiple of four and which is not a hex digest; a ConfigMap's `data:`
 * holds plain text and fails that.
 */
const ENTRY = /^[ \t]+[A-Za-z0-9._-]+:[ \t]+([A-Za-z0-9+/]+={0,2})[ \t]*$/;

function verifySecretData(block: string): Verdict {
  const values = block
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => ENTRY.exec(line)?.[1] ?? '');
  const base64 = (value: string) => value.length >= 8 && value.length % 4 === 0 && !/^[0-9a-f]+$/i.test(value) && shannonEntropy(value) >= 2.5;
  return values.length > 0 && values.every(base64) ? 'none' : 'reject';
}

export const kubernetesSecretData: Detector = Object.freeze<Detector>({
  id: 'kubernetes-secret-data',
  type: 'KUBERNETES_SECRET',
  categories: ['API_SECRETS'],
  label: { one: 'Kubernetes secret value', other: 'Kubernetes secret values' },
  description:
    'The entries under data: in a Kubernetes Secret manifest: lines of a key and base64 whose length is a multiple of four, the base64 of a secret whatever its key is called. One finding covers the entries; the word data: stays readable. A block with a plain or hex value is not a Secret\'s (a ConfigMap\'s data: holds plain text); a block on the last line of a text without a line break, and values longer than 80 characters (certificates), are not read.',
  anchor: { kind: 'prefix', literals: ['data:'] },
  pattern: 'data:[ \\t]{0,4}\\r?\\n(?<entries>(?:[ \\t]{2,8}[A-Za-z0-9._-]{1,64}:[ \\t]{1,4}[A-Za-z0-9+/]{8,80}={0,2}[ \\t]{0,4}\\r?\\n){1,12})',
  maxLength: 1300,
  // The match ends with a line break, so whatever begins the next line may touch it.
  boundary: false,
  reportGroup: 'entries',
  validate: verifySecretData,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  password: UzNjcjN0LUZBS0UtcHc=\n', match: '  password: UzNjcjN0LUZBS0UtcHc=\n' },
    { text: 'kind: Secret\ntype: Opaque\ndata:\n  username: YWRtaW4tZmFrZQ==\n  password: RkFLRS1wYXNzLTk5\n', match: '  username: YWRtaW4tZmFrZQ==\n  password: RkFLRS1wYXNzLTk5\n' },
    { text: 'kind: Secret\ndata:\n  config.json: eyJ0b2tlbiI6ICJGQUtFIn0=\n', match: '  config.json: eyJ0b2tlbiI6ICJGQUtFIn0=\n', note: 'a key that says nothing' },
    { text: '---\nkind: Secret\nmetadata:\n  name: tls\ndata:\n  tls.key: LS0tLS1CRUdJTiBGQUtFIEtFWS0tLS0t\n', match: '  tls.key: LS0tLS1CRUdJTiBGQUtFIEtFWS0tLS0t\n' },
    { text: 'kind: Secret\ndata:\n    api-token: RkFLRTlReDJMbTdacDRLdjhXczE=\n', match: '    api-token: RkFLRTlReDJMbTdacDRLdjhXczE=\n', note: 'deeper indentation' },
    { text: 'data:\n  key: Wm05dlltRnlSa0ZMUlE9PQ==\nkind: Secret\n', match: '  key: Wm05dlltRnlSa0ZMUlE9PQ==\n', note: 'kind after data' },
    { text: 'kind: Secret\nmetadata:\n  labels:\n    app: web\ndata:\n  SMTP_PASS: aHVudGVyMi1GQUtFISE=\n', match: '  SMTP_PASS: aHVudGVyMi1GQUtFISE=\n' },
    { text: 'kind: Secret\ndata:\n  .dockerconfigjson: eyJhdXRocyI6eyJGQUtFIjp7fX19\n', match: '  .dockerconfigjson: eyJhdXRocyI6eyJGQUtFIjp7fX19\n' },
    { text: 'kind: Secret\r\ndata:\r\n  x: RkFLRS1zZWNyZXQtdmFsdWU=\r\n', match: '  x: RkFLRS1zZWNyZXQtdmFsdWU=\r\n', note: 'CRLF' },
    { text: 'kind: Secret\ndata:\n  a: RkFLRS1hLXZhbHVl\n  b: RkFLRS1iLXZhbHVl\n  c: RkFLRS1jLXZhbHVl\n', match: '  a: RkFLRS1hLXZhbHVl\n  b: RkFLRS1iLXZhbHVl\n  c: RkFLRS1jLXZhbHVl\n' },
  ],
  falsePositives: [
    { text: 'kind: ConfigMap\ndata:\n  greeting: hello world\n  mode: production\n', note: "a ConfigMap's plain values" },
    { text: 'kind: Secret\ndata:\n  checksum: 9fceb02d0ae598e95dc970b74767f19372d61af8\n', note: 'hex digest' },
    { text: 'kind: Secret\ndata:\n  flag: dHJ1ZQ\n', note: 'too short, unpadded' },
    { text: 'kind: Secret\ndata:\n  key: abc\n', note: 'too short' },
    { text: 'kind: Secret\nstringData:\n  password: plain text here\n', note: 'plain text' },
    { text: 'kind: Secret\ndata:\n  password: AAAAAAAAAAAAAAAA\n', note: 'filler' },
    { text: 'data:\n  name: billing-service\n', note: 'a plain word' },
    { text: 'The secret kind is stored as base64.', note: 'prose' },
    { text: 'kind: Secret\nmetadata:\n  name: db\n', note: 'no data' },
    { text: 'kind: Secret\ndata:\n  password: ${DB_PASSWORD}\n', note: 'template' },
  ],
});
