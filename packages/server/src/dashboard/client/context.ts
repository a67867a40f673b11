import type { Api } from './api.js';
import type { Org, Vocabulary } from './types.js';

/** What every screen gets: the API with the signed-in key, the form choices and the selected organization. */
export interface ViewContext {
  api: Api;
  vocabulary: Vocabulary;
  /** Administrator keys (pfa_…) may create organizations; management keys see only their own. */
  isAdministrator: boolean;
  orgs: Org[];
  org: Org | null;
  selectOrg(orgId: string): void;
  /** Renders the current screen again with fresh data. */
  refresh(): void;
  /** Fetches the organization list again, e.g. after a create or a rename. */
  reloadOrgs(): Promise<void>;
}

export type View = (ctx: ViewContext) => Promise<HTMLElement>;
