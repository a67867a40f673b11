import { isEuRegion } from './eu-regions.js';
import type { Condition } from './vocabulary.js';

/** Facts about the request that rule conditions read; both are optional and default to the strict side. */
export interface CheckContext {
  /** Where the destination processes data: `EU`, an ISO country code or a cloud region (see eu-regions). */
  readonly destination_region?: string;
  /** Standard Contractual Clauses are in place with the destination. */
  readonly scc_verified?: boolean;
}

/** A missing region counts as non-EU, and missing SCCs as not verified. */
export function conditionHolds(condition: Condition, context: CheckContext | undefined): boolean {
  switch (condition) {
    case 'non_eu_destination':
      return !isEuRegion(context?.destination_region);
    case 'scc_verified':
      return context?.scc_verified === true;
  }
}
