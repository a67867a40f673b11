import { LookupCache, perStore } from '../lookup-cache.js';
import type { LicenseRecord, Store } from '../store/types.js';

interface Versions {
  credentialsVersion: number;
  dataVersion: number;
}

const cacheOf = perStore((): LookupCache<LicenseRecord, Versions> => new LookupCache());

/**
 * The license a check runs under. A revocation must stop the very next check, in any server
 * process on the database, so a remembered license is used only while nothing can have
 * changed it: no write of this process to credentials and no commit of another connection.
 * Reading those two versions costs less than reading the license, which was a good share of a
 * check.
 */
export async function checkLicense(store: Store, licenseId: string): Promise<LicenseRecord | null> {
  const now: Versions = { credentialsVersion: store.credentialsVersion(), dataVersion: store.dataVersion() };
  const unchanged = (then: Versions) => then.credentialsVersion === now.credentialsVersion && then.dataVersion === now.dataVersion;
  return cacheOf(store).get(licenseId, now, unchanged, () => store.licenses.get(licenseId));
}
