export type { CheckContext } from './conditions.js';
export { defaultPolicy } from './default-policy.js';
export { EU_REGION_NAMES, isEuRegion } from './eu-regions.js';
export { PolicyValidationError, type PolicyIssue } from './errors.js';
export { evaluate, type CategoryOutcome, type EvaluatedFinding, type Evaluation, type EvaluationRequest } from './evaluate.js';
export { parsePolicy } from './parse.js';
export { policySchemas } from './policy-schema.js';
export type { SchemaBuilder } from './schema-builder.js';
export type { CustomDetectorConfig, Policy, PolicyInput, Rule, RuleInput } from './schemas.js';
export { policyVersion } from './version.js';
export { DEFAULT_MIN_LIKELIHOOD } from './scan-options.js';
export {
  ACTIONS,
  CONDITIONS,
  DATA_TYPES,
  DECISIONS,
  DESTINATIONS,
  MASKING_STYLES,
  type Action,
  type Condition,
  type DataType,
  type Decision,
  type Destination,
  type MaskingStyle,
} from './vocabulary.js';
