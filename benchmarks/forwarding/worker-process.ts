import { readFileSync } from 'node:fs';
import { createKeyRing } from '../../packages/server/src/crypto/master-key.js';
import { openPostgresStore } from '../../packages/server/src/store/postgres/index.js';
import { benchWorker } from './setup.js';

/**
 * One replica's forwarding worker in its own process, for the PostgreSQL drain benchmark:
 * `worker-process.ts <database url> <certificate file> <master key, base64>`. Stops on SIGTERM.
 */
const [url, certFile, masterKey] = process.argv.slice(2) as [string, string, string];
const store = await openPostgresStore({ url });
const { worker, close } = benchWorker(store, readFileSync(certFile, 'utf8'), createKeyRing(Buffer.from(masterKey, 'base64')));
worker.start();
process.stdout.write('worker running\n');
process.once('SIGTERM', async () => {
  await worker.stop();
  close();
  await store.close();
  process.exit(0);
});
