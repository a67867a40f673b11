import { DEFAULT_SITES } from './sites.js';

export type EnforcementMode = 'enforce' | 'monitor';
export type UnsupportedFiles = 'block' | 'allow';

/** The extension's configuration, from enterprise policy (managed storage) or the options page. */
export interface Settings {
  readonly serverUrl: string;
  readonly licenseKey: string;
  /** `enforce` blocks and masks as the policy decides; `monitor` only checks and reports. */
  readonly enforcementMode: EnforcementMode;
  /** Host names guarded: the built-in AI tools and any the administrator adds. */
  readonly sites: readonly string[];
  /** Named in audit events: an id or the user's e-mail address; a pseudonymous per-profile id when the administrator sets none. */
  readonly actorId: string;
  /** Files the extension cannot read as text (images, archives, office files). */
  readonly unsupportedFiles: UnsupportedFiles;
}

export type SettingKey = keyof Settings;

/** A host name of two labels or more, lower case, as a match pattern takes it. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The server's rules for actor ids in audit events: an identifier, or an e-mail address an administrator chose. */
const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
const EMAIL_ADDRESS = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;

type Validators = { [K in SettingKey]: (value: unknown) => value is Settings[K] };

const isString = (value: unknown): value is string => typeof value === 'string';

const VALIDATORS: Validators = {
  serverUrl: (value): value is string => isString(value) && /^https?:\/\/[^/\s]+\/?$/.test(value),
  licenseKey: (value): value is string => isString(value) && value.trim() !== '',
  enforcementMode: (value): value is EnforcementMode => value === 'enforce' || value === 'monitor',
  sites: (value): value is string[] => Array.isArray(value) && value.length > 0 && value.every((site) => isString(site) && HOST_NAME.test(site)),
  actorId: (value): value is string => isString(value) && value.length <= 254 && (IDENTIFIER.test(value) || EMAIL_ADDRESS.test(value)),
  unsupportedFiles: (value): value is UnsupportedFiles => value === 'block' || value === 'allow',
};

export const SETTING_KEYS = Object.keys(VALIDATORS) as SettingKey[];

export interface ResolvedSettings {
  readonly settings: Settings;
  /** Keys fixed by enterprise policy; the options page shows them read-only. */
  readonly managed: readonly SettingKey[];
  /** Keys present but refused as invalid, for the options page to point out. */
  readonly invalid: readonly SettingKey[];
}

/**
 * Merges the two sources: a valid value from enterprise policy wins over the user's, which wins
 * over the default. The same function reads both, so a policy file and the options page that
 * hold the same values give the same settings.
 */
export function resolveSettings(managedSource: unknown, localSource: unknown, profileActorId: string): ResolvedSettings {
  const managedValues = asRecord(managedSource);
  const localValues = asRecord(localSource);
  const defaults: Settings = {
    serverUrl: '',
    licenseKey: '',
    enforcementMode: 'enforce',
    sites: DEFAULT_SITES,
    actorId: profileActorId,
    unsupportedFiles: 'block',
  };
  const settings: Record<string, unknown> = { ...defaults };
  const managed: SettingKey[] = [];
  const invalid: SettingKey[] = [];
  for (const key of SETTING_KEYS) {
    for (const [values, fromPolicy] of [[localValues, false], [managedValues, true]] as const) {
      if (!(key in values)) continue;
      const value = values[key];
      if (!VALIDATORS[key](value)) {
        invalid.push(key);
        continue;
      }
      settings[key] = key === 'serverUrl' ? (value as string).replace(/\/+$/, '') : value;
      if (fromPolicy) managed.push(key);
    }
  }
  return { settings: settings as unknown as Settings, managed, invalid };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
