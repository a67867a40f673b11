import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Store } from '../store/types.js';

const MASKING_SECRET = 'masking_secret';

/** Created on first start and kept, so hashed placeholders stay stable across restarts. */
export async function ensureMaskingSecret(store: Store, clock: Clock): Promise<string> {
  const existing = await store.secrets.get(MASKING_SECRET);
  if (existing !== null) return existing;
  return store.secrets.setIfAbsent(MASKING_SECRET, randomBytes(32).toString('base64url'), clock.now().toISOString());
}

const derived = new Map<string, string>();

/** One key per organization, so the same value hashes differently in two organizations. */
export function orgMaskingKey(secret: string, orgId: string): string {
  const cacheKey = `${secret}\u0000${orgId}`;
  let key = derived.get(cacheKey);
  if (key === undefined) {
    // Derived once per organization; the bound keeps memory flat with many organizations.
    if (derived.size >= 10_000) derived.clear();
    key = createHmac('sha256', secret).update(`masking:${orgId}`).digest('base64url');
    derived.set(cacheKey, key);
  }
  return key;
}
