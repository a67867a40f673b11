/** Child process of quota-processes.test.ts: counts checks against one license through its own connection. */
import { openSqliteStore } from '../../src/store/sqlite/index.js';

const [file, licenseId, attempts, limit] = process.argv.slice(2) as [string, string, string, string];
const store = openSqliteStore(file);
let admitted = 0;
for (let i = 0; i < Number(attempts); i++) {
  if (await store.licenses.consumeCheck(licenseId, '2026-03', Number(limit))) admitted++;
}
await store.close();
process.stdout.write(String(admitted));
