import type { DomainDeps } from '../domain/context.js';
import type { LicenseRecord, PolicyRecord } from '../store/types.js';

const PAGE = 200;

/** The active policies (policy groups) of a license, oldest first. */
export async function activePoliciesOf(deps: Pick<DomainDeps, 'store'>, license: LicenseRecord): Promise<PolicyRecord[]> {
  const found: PolicyRecord[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await deps.store.policies.listByOrg(license.orgId, { limit: PAGE, offset });
    found.push(...page.items.filter((p) => p.licenseId === license.licenseId && p.isActive));
    if (offset + PAGE >= page.total) return found;
  }
}
