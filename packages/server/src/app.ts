import { requestId } from 'hono/request-id';
import { authenticateRequests } from './auth/middleware.js';
import { registerDashboardRoutes } from './dashboard/route.js';
import type { AppDeps } from './deps.js';
import { bodyLimit } from './http/body-limit.js';
import { CROSS_ORIGIN_PATHS, crossOrigin } from './http/cors.js';
import { registerDocs } from './http/docs.js';
import { errorHandler } from './http/error-handler.js';
import { ApiError } from './http/errors.js';
import { unmatchedRequest } from './http/method-not-allowed.js';
import { type ApiApp, createApiApp } from './http/openapi.js';
import { rateLimit } from './http/rate-limit.js';
import { requestLog } from './http/request-log.js';
import { registerAnalyticsRoutes } from './routes/analytics.js';
import { registerApiKeyRoutes } from './routes/api-keys.js';
import { registerAuditRoutes } from './routes/audit.js';
import { registerCheckRoutes } from './routes/checks.js';
import { registerForwardingRoutes } from './routes/forwarding.js';
import { GATEWAY_PATHS, gatewayErrorFormat, registerGatewayRoutes } from './routes/gateway.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerLicensingRoutes } from './routes/licensing.js';
import { registerOrgRoutes } from './routes/orgs.js';
import { registerPolicyRoutes } from './routes/policies.js';
import { API_VERSION } from './version.js';

export { API_VERSION };

/**
 * The HTTP app: request id → log → authentication → rate limit → body limit, then one
 * `register*Routes` per area. Routes parse, call a domain function and respond.
 */
export function createApp(deps: AppDeps): ApiApp {
  const app = createApiApp();
  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(requestLog(deps.logger, deps.metrics));
  // Before authentication: a browser's preflight OPTIONS request carries no credential.
  if (deps.config.corsOrigins.length > 0) {
    const allowOrigins = crossOrigin(deps.config.corsOrigins);
    for (const path of CROSS_ORIGIN_PATHS) app.use(path, allowOrigins);
  }
  app.use(authenticateRequests(deps.authenticate, deps.config.gateway.upstream === undefined ? undefined : GATEWAY_PATHS));
  app.use(rateLimit(deps.config.rateLimitPerMinute, deps.clock, deps.store.rateLimits));
  // After authentication and the rate limit, so an unknown key or a throttled caller is refused
  // before its body is read.
  app.use(
    bodyLimit(
      deps.config.maxBodyBytes,
      () =>
        new ApiError('PAYLOAD_TOO_LARGE', `Request body exceeds ${deps.config.maxBodyBytes} bytes`, {
          limit_bytes: deps.config.maxBodyBytes,
        }),
    ),
  );
  app.onError(errorHandler(deps.logger, deps.metrics, deps.config.gateway.upstream === undefined ? undefined : gatewayErrorFormat));
  app.notFound(unmatchedRequest(app));

  registerHealthRoutes(app, deps);
  registerOrgRoutes(app, deps);
  registerPolicyRoutes(app, deps);
  registerApiKeyRoutes(app, deps);
  registerCheckRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerForwardingRoutes(app, deps);
  registerLicensingRoutes(app, deps);
  registerGatewayRoutes(app, deps);
  registerDocs(app, API_VERSION);
  registerDashboardRoutes(app);
  return app;
}
