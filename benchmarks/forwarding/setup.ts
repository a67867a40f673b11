import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../../packages/server/src/clock.js';
import { loadConfig } from '../../packages/server/src/config.js';
import type { MasterKeyRing } from '../../packages/server/src/crypto/master-key.js';
import { createHttpsTransport } from '../../packages/server/src/forwarding/https-transport.js';
import { createForwardingWorker, type ForwardingWorker } from '../../packages/server/src/forwarding/worker.js';
import type { AuditRecord, Store } from '../../packages/server/src/store/types.js';

const RECEIVER = fileURLToPath(new URL('./receiver.ts', import.meta.url));

/** A self-signed certificate for 127.0.0.1, made by openssl in the benchmark's scratch folder. */
export function makeCertificate(dir: string): { keyFile: string; certFile: string; cert: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile,
    '-out', certFile, '-days', '1', '-subj', '/CN=preflight benchmark receiver', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { keyFile, certFile, cert: readFileSync(certFile, 'utf8') };
}

export function startReceiver(keyFile: string, certFile: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', RECEIVER, keyFile, certFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (https:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`receiver exited with ${code}`)));
  });
}

/** A worker over the store, trusting the benchmark certificate, polling every 10 ms when idle. */
export function benchWorker(store: Store, cert: string, masterKeys: MasterKeyRing): { worker: ForwardingWorker; close: () => void } {
  const transport = createHttpsTransport({ allowPrivateDestinations: true, allowedPorts: 'any', extraCa: cert });
  const worker = createForwardingWorker({
    store: store.forwarding,
    transport,
    clock: systemClock,
    masterKeys,
    logger: { warn: () => {}, error: () => {} },
    config: { ...loadConfig({}).forwarding, intervalMs: 10, allowPrivateDestinations: true, allowedPorts: 'any' },
    baseUrl: undefined,
  });
  return { worker, close: () => transport.close() };
}

/** A metadata-only check record as the audit write receives it. */
export function benchRecord(orgId: string, n: number): AuditRecord {
  return {
    preflightId: `pf_bench_${orgId}_${n}`,
    orgId,
    policyId: 'pol_bench',
    policyName: 'Default',
    policyVersion: 'v1',
    destination: 'AI_TOOL',
    decision: 'ALLOWED_WITH_MASKING',
    summary: 'Masked 1 email address and 1 phone number.',
    inputType: 'text',
    sourceType: 'API',
    actorId: 'key_bench',
    inputSizeBytes: 1000,
    detected: [
      { type: 'EMAIL', count: 1, sample: null },
      { type: 'PHONE', count: 1, sample: null },
    ],
    content: null,
    maskedContent: null,
    maskedFile: null,
    createdAt: new Date().toISOString(),
  };
}
