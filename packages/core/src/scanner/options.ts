import type { Category, Finding, Likelihood, Verdict } from '../types.js';
import type { ValidatorName } from '../validators/index.js';

/** A user-supplied detector: an RE2 pattern, optional keywords that must occur nearby, an optional validator. */
export interface CustomDetectorSpec {
  readonly id: string;
  readonly type: string;
  readonly categories: readonly Category[];
  readonly label?: string;
  /** RE2 syntax; run with a linear-time engine on bounded slices, so a match is at most CUSTOM_MAX_MATCH chars. */
  readonly pattern: string;
  /** When given, the pattern only runs within `window` chars of one of these words (case-insensitive, whole words). */
  readonly keywords?: readonly string[];
  readonly window?: number;
  readonly validator?: ValidatorName | ((value: string) => Verdict);
  readonly confidence?: number;
}

/**
 * Values the policy declares safe (documented example keys, the company's own support address).
 * They are dropped after overlaps are resolved, so nothing an allowed value overshadowed reappears.
 */
export interface AllowList {
  /** Exact values never reported. */
  readonly values?: readonly string[];
  /** RE2 patterns; a finding whose whole value matches one is never reported. */
  readonly patterns?: readonly string[];
}

export interface ScanOptions {
  /** Findings below this confidence (0..1) are dropped before overlaps are resolved. */
  readonly minConfidence?: number;
  /**
   * Findings below this likelihood are dropped before overlaps are resolved. Default: none dropped
   * (`scan` reports every level); a policy's default is LIKELY (`scanOptionsFor`).
   */
  readonly minLikelihood?: Likelihood;
  /** true: each finding's explanation lists the evidence behind its likelihood. */
  readonly explain?: boolean;
  /** Only detectors of these types run (built-in and custom). */
  readonly types?: readonly string[];
  readonly allowList?: AllowList;
  readonly customDetectors?: readonly CustomDetectorSpec[];
}

export interface Scanner {
  scan(text: string): Finding[];
}
