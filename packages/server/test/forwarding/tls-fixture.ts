import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificate {
  key: string;
  cert: string;
  /** The certificate's file, for PREFLIGHT_FORWARD_CA_FILE: it is its own authority. */
  certFile: string;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made fresh by openssl for this test run. */
export function makeTestCertificate(): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-fwd-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=preflight forwarding test receiver',
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}
