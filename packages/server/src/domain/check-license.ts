import type { LicenseRecord, Store } from '../store/types.js';

interface Cached {
  license: LicenseRecord;
  credentialsVersion: number;
  dataVersion: number;
}

const CACHE_LIMIT = 10_000;
const caches = new WeakMap<Store, Map<string, Cached>>();

/**
 * The license a check runs under. A revocation must stop the very next check, in any server
 * process on the database, so a remembered license is used only while nothing can have
 * changed it: no write of this process to credentials and no commit of another connection.
 * Reading those two versions costs less than reading the license, which was a good share of a
 * check.
 */
export async function checkLicense(store: Store, licenseId: string): Promise<LicenseRecord | null> {
  let cache = caches.get(store);
  if (cache === undefined) caches.set(store, (cache = new Map()));
  const credentialsVersion = store.credentialsVersion();
  const dataVersion = store.dataVersion();
  const cached = cache.get(licenseId);
  if (cached && cached.credentialsVersion === credentialsVersion && cached.dataVersion === dataVersion) return cached.license;
  const license = await store.licenses.get(licenseId);
  if (license === null) {
    cache.delete(licenseId);
    return null;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  // The versions read before the lookup: a write that overlapped it leaves this entry stale.
  cache.set(licenseId, { license, credentialsVersion, dataVersion });
  return license;
}
