import { issueKey } from '../auth/keys.js';
import { ApiError } from '../http/errors.js';
import type { LicenseRecord, OrgRecord, OrgSettings, PolicyRecord } from '../store/types.js';
import type { DomainDeps } from './context.js';
import { defaultPolicyDocument } from './engine.js';
import { newTrialLicense } from './licenses.js';

/** Until an organization chooses otherwise, no content is kept: the audit log holds metadata only. */
export const DEFAULT_SETTINGS: OrgSettings = { retention_mode: 'METADATA' };

export interface CreateOrgInput {
  name: string;
  slug?: string;
  settings?: OrgSettings;
}

export interface CreatedOrg {
  org: OrgRecord;
  license: LicenseRecord;
  /** Shown once. */
  licenseKey: string;
  defaultPolicy: PolicyRecord;
  /** Shown once. */
  defaultPolicyKey: string;
}

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : `org-${slug}`.replace(/-$/, '');
}

/** Creates the organization with its trial license and default policy group, atomically. */
export async function createOrg(deps: DomainDeps, input: CreateOrgInput): Promise<CreatedOrg> {
  const slug = input.slug ?? slugify(input.name);
  if (await deps.store.orgs.find(slug)) {
    throw new ApiError('CONFLICT', 'An organization with this slug already exists', { field: 'slug' });
  }
  const now = deps.clock.now().toISOString();
  const org: OrgRecord = {
    orgId: deps.ids.next('org'),
    name: input.name,
    slug,
    settings: { ...DEFAULT_SETTINGS, ...input.settings },
    createdAt: now,
    updatedAt: now,
  };
  const policyId = deps.ids.next('pol');
  const { license, licenseKey } = newTrialLicense(deps.ids, deps.clock, org.orgId, policyId);
  const parsed = defaultPolicyDocument();
  const key = issueKey('policy');
  const defaultPolicy: PolicyRecord = {
    policyId,
    orgId: org.orgId,
    licenseId: license.licenseId,
    name: parsed.name,
    isActive: true,
    definition: parsed.definition,
    policyVersion: parsed.version,
    keyHash: key.hash,
    keyPrefix: key.displayPrefix,
    createdAt: now,
    updatedAt: now,
  };
  await deps.store.orgs.createWithDefaults(org, license, defaultPolicy);
  return { org, license, licenseKey, defaultPolicy, defaultPolicyKey: key.key };
}

/** Settings in an update: a value sets it, null clears it, absent leaves it as it is. */
export type OrgSettingsChanges = { [K in keyof OrgSettings]?: OrgSettings[K] | null };

/**
 * Settings merge key by key, so a client can change one setting without restating the rest; a
 * cleared setting is removed, and a cleared retention mode falls back to the default.
 */
export function mergeSettings(current: OrgSettings, changes: OrgSettingsChanges): OrgSettings {
  const merged: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete merged[name];
    else if (value !== undefined) merged[name] = value;
  }
  return { ...DEFAULT_SETTINGS, ...(merged as OrgSettings) };
}

export async function updateOrg(
  deps: DomainDeps,
  org: OrgRecord,
  changes: { name?: string; settings?: OrgSettingsChanges },
): Promise<OrgRecord> {
  const settings = changes.settings ? mergeSettings(org.settings, changes.settings) : undefined;
  const updated = await deps.store.orgs.update(org.orgId, {
    name: changes.name,
    settings,
    updatedAt: deps.clock.now().toISOString(),
  });
  if (!updated) throw new ApiError('NOT_FOUND', 'Organization not found');
  return updated;
}
