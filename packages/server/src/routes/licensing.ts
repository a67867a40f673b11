import type { AppDeps } from '../deps.js';
import type { ApiApp } from '../http/openapi.js';
import { TokenSigner } from '../licensing/signing-keys.js';
import { registerFalsePositiveRoutes } from './false-positives.js';
import { registerLicenseRoutes } from './licenses.js';
import { registerV1AuditEventRoutes } from './v1-audit-events.js';
import { registerV1LicenseRoutes } from './v1-license.js';

/** License administration, validation for SDKs, token keys, SDK-reported decisions and false positives, sharing one token signer. */
export function registerLicensingRoutes(app: ApiApp, deps: AppDeps): void {
  const signer = new TokenSigner(deps.store.signingKeys, deps.masterKeys, deps.clock);
  registerLicenseRoutes(app, deps, signer);
  registerV1LicenseRoutes(app, deps, signer);
  registerV1AuditEventRoutes(app, deps);
  registerFalsePositiveRoutes(app, deps);
}
