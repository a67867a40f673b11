/** The three credentials of the service; each route family takes exactly one of them. */
export interface Credentials {
  /** Administrator or organization management key, sent as Bearer on /api routes. */
  readonly apiKey?: string;
  /** A policy API key, sent as X-Service-API-Key for checks. */
  readonly policyKey?: string;
  /** A license key, sent as Bearer on /v1 routes. */
  readonly licenseKey?: string;
}

const PUBLIC_PATHS = new Set(['/healthz', '/readyz', '/metrics', '/openapi.json', '/docs', '/.well-known/jwks.json', '/v1/license/public-key']);

/** Sets the header the route expects; a route whose credential was not configured gets none (and a 401). */
export function applyCredentials(headers: Headers, method: string, path: string, credentials: Credentials): void {
  if (PUBLIC_PATHS.has(path)) return;
  if (path.startsWith('/v1/')) {
    if (credentials.licenseKey) headers.set('Authorization', `Bearer ${credentials.licenseKey}`);
    return;
  }
  const isCheck = method === 'POST' && (path === '/api/preflight' || path === '/api/preflight/text');
  // A stored result may be read with the policy key that made it or a management key.
  const isCheckResult = method === 'GET' && path.startsWith('/api/preflight/');
  if ((isCheck || isCheckResult) && credentials.policyKey) {
    headers.set('X-Service-API-Key', credentials.policyKey);
    return;
  }
  if (!isCheck && credentials.apiKey) headers.set('Authorization', `Bearer ${credentials.apiKey}`);
}
