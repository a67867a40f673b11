import type { Clock } from '../clock.js';
import type { Store } from '../store/types.js';
import { hashKey, issueKey } from './keys.js';

const ADMIN_KEY_HASH = 'admin_key_hash';

export interface AdminCredential {
  hash: string;
  /** The key generated on this start (first start without PREFLIGHT_ADMIN_KEY); print once. */
  generatedKey: string | null;
}

/**
 * A configured key wins and is never stored. Otherwise the first start generates one and
 * keeps only its hash, so later starts reuse it without being able to show it again.
 */
export async function ensureAdminKey(store: Store, configuredKey: string | undefined, clock: Clock): Promise<AdminCredential> {
  if (configuredKey !== undefined) return { hash: hashKey(configuredKey), generatedKey: null };
  const existing = await store.secrets.get(ADMIN_KEY_HASH);
  if (existing !== null) return { hash: existing, generatedKey: null };
  const issued = issueKey('administrator');
  const stored = await store.secrets.setIfAbsent(ADMIN_KEY_HASH, issued.hash, clock.now().toISOString());
  return { hash: stored, generatedKey: stored === issued.hash ? issued.key : null };
}
