import './sdk/pattern-engine.js';
export { createPreflightClient, unwrap, type PreflightClient, type PreflightClientOptions, type Schemas, type Destination } from './http/client.js';
export type { Credentials } from './http/credentials.js';
export type { RetryPolicy } from './http/retry-policy.js';
export type { components, paths } from './generated/openapi.js';
export {
  LicenseTokenError,
  PreflightApiError,
  PreflightError,
  PreflightNetworkError,
  PreflightTimeoutError,
  type ClientErrorCode,
} from './errors.js';
export { Preflight, type ConnectOptions, type SdkCheckOptions } from './sdk/preflight.js';
export type { AuditEventInput, ReportedDecision, SourceType } from './sdk/audit-event.js';
export type { AuditQueueOptions, AuditQueueStats } from './sdk/audit-queue.js';
