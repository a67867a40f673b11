import { issueKey } from '../auth/keys.js';
import type { ApiKeyRecord, OrgRecord } from '../store/types.js';
import type { DomainDeps } from './context.js';

/** Issues an organization management key; the full key is returned once, only its hash is kept. */
export async function issueManagementKey(
  deps: DomainDeps,
  org: OrgRecord,
  name: string,
): Promise<{ record: ApiKeyRecord; apiKey: string }> {
  const key = issueKey('management');
  const record: ApiKeyRecord = {
    keyId: deps.ids.next('key'),
    orgId: org.orgId,
    name,
    keyHash: key.hash,
    keyPrefix: key.displayPrefix,
    createdAt: deps.clock.now().toISOString(),
  };
  await deps.store.apiKeys.insert(record);
  return { record, apiKey: key.key };
}
