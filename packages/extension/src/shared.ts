import type { Decision, Policy } from '@preflight/core';
import type { EnforcementMode, UnsupportedFiles } from './settings.js';

/** What the service worker hands the content scripts through `chrome.storage.local`: never the license key. */
export interface Grant {
  readonly orgId: string;
  readonly policy: Policy;
  readonly policyVersion: string;
  /** Epoch ms; checks stop at the token's expiry until the service worker refreshes it. */
  readonly tokenExpiresAt: number;
}

export interface PageSettings {
  readonly enforcementMode: EnforcementMode;
  readonly sites: readonly string[];
  readonly unsupportedFiles: UnsupportedFiles;
}

export type Channel = 'submit' | 'paste' | 'file';

/** One decision as the content script reports it: types, counts and sizes, never text. */
export interface DecisionReport {
  readonly kind: 'decision';
  readonly decision: Decision;
  readonly summary: string;
  readonly policyVersion: string;
  readonly detected: readonly { readonly type: string; readonly count: number }[];
  readonly inputType: 'text' | 'file';
  readonly inputSizeBytes: number;
  readonly site: string;
  readonly channel: Channel;
  /** Time the check took in the page, in milliseconds. */
  readonly checkMs: number;
}

export interface LoadReport {
  readonly kind: 'content-script-loaded';
  readonly site: string;
  /** Milliseconds, from the page's first response byte to the first module's evaluation (the bundle's parse). */
  readonly startedMs: number;
  /** The rest, in milliseconds from the first module's evaluation: to every listener attached (the page may go on), */
  readonly listeningMs: number;
  /** to the stored policy and settings in hand, */
  readonly storageMs: number;
  /** the compile of the policy alone, */
  readonly compileMs: number;
  /** and to a compiled checker. */
  readonly readyMs: number;
}

export interface FalsePositiveReport {
  readonly kind: 'false-positive';
  readonly decisionId: string;
}

export type ExtensionMessage = DecisionReport | LoadReport | FalsePositiveReport | { readonly kind: 'reconnect' };

export interface RecentDecision {
  readonly id: string;
  readonly at: number;
  readonly decision: Decision;
  readonly policyVersion: string;
  readonly types: Readonly<Record<string, number>>;
  readonly site: string;
  readonly channel: Channel;
  readonly checkMs: number;
  readonly reportedFalsePositive?: boolean;
}

export interface Activity {
  /** Local day (YYYY-MM-DD) the counts belong to. */
  readonly day: string;
  readonly counts: Readonly<Record<Decision, number>>;
  readonly recent: readonly RecentDecision[];
  readonly falsePositives: readonly { readonly at: number; readonly decision: Decision; readonly types: Readonly<Record<string, number>>; readonly site: string }[];
  readonly lastLoad?: Omit<LoadReport, 'kind'>;
}

export interface ConnectionStatus {
  readonly state: 'not-configured' | 'connected' | 'offline' | 'refused';
  readonly orgId?: string;
  readonly policyVersion?: string;
  readonly message?: string;
  readonly at: number;
}

/** Keys in `chrome.storage.local`. */
export const STORE = {
  grant: 'grant',
  pageSettings: 'pageSettings',
  userSettings: 'settings',
  profileActorId: 'profileActorId',
  activity: 'activity',
  status: 'status',
  auditOutbox: 'auditOutbox',
  falsePositiveOutbox: 'falsePositiveOutbox',
} as const;

/** A decision waiting for upload as an audit event: its report and the time it was made. */
export interface PendingReport {
  readonly id: string;
  readonly at: number;
  readonly report: DecisionReport;
}

/** A false positive the user reported, waiting for upload: the decision's metadata only. */
export interface PendingFalsePositive {
  readonly id: string;
  readonly at: number;
  readonly decision: Decision;
  readonly policyVersion: string;
  readonly types: Readonly<Record<string, number>>;
}
