import type { Detector } from '../../types.js';
import { label, tokenDetector } from '../token-format.js';

export const sentryOrgToken = tokenDetector({
  id: 'sentry-org-token',
  type: 'SENTRY_TOKEN',
  label: label('Sentry token'),
  description: 'Sentry organization auth token: sntrys_, the base64 of its JSON claims (eyJ…), _ and a 43-character signature.',
  prefixes: ['sntrys_eyJ'],
  body: [['base64', 60, 400], '_', ['base64url', 43]],
});

export const sentryUserToken = tokenDetector({
  id: 'sentry-user-token',
  type: 'SENTRY_TOKEN',
  label: label('Sentry token'),
  description: 'Sentry user auth token: sntryu_ and 64 hex digits.',
  prefixes: ['sntryu_'],
  body: [['hex', 64]],
});

export const newRelicUserKey = tokenDetector({
  id: 'new-relic-user-key',
  type: 'NEW_RELIC_KEY',
  label: label('New Relic key'),
  description: 'New Relic user API key: NRAK- and 27 upper-case letters and digits.',
  prefixes: ['NRAK-'],
  body: [['base62', 27]],
});

export const newRelicInsertKey = tokenDetector({
  id: 'new-relic-insert-key',
  type: 'NEW_RELIC_KEY',
  label: label('New Relic key'),
  description: 'New Relic insights insert key: NRII- and 32 URL-safe characters.',
  prefixes: ['NRII-'],
  body: [['base64url', 32]],
});

export const newRelicBrowserKey = tokenDetector({
  id: 'new-relic-browser-key',
  type: 'NEW_RELIC_KEY',
  label: label('New Relic key'),
  description: 'New Relic browser API token: NRJS- and 19 hex digits.',
  prefixes: ['NRJS-'],
  body: [['hex', 19]],
});

export const newRelicLicenseKey = tokenDetector({
  id: 'new-relic-license-key',
  type: 'NEW_RELIC_KEY',
  label: label('New Relic key'),
  description: 'New Relic ingest license key: 36 hex digits and NRAL, assigned to a name that mentions New Relic.',
  prefixes: [],
  service: ['newrelic', 'relic', 'nr'],
  body: [['hex', 36], 'NRAL'],
});

export const datadogApiKey = tokenDetector({
  id: 'datadog-api-key',
  type: 'DATADOG_KEY',
  label: label('Datadog key'),
  description: 'Datadog API key: 32 hex digits assigned to a name that mentions Datadog (DD_API_KEY, datadogApiKey).',
  prefixes: [],
  service: ['datadog', 'dd'],
  body: [['hex', 32]],
});

export const grafanaCloudToken = tokenDetector({
  id: 'grafana-cloud-token',
  type: 'GRAFANA_TOKEN',
  label: label('Grafana token'),
  description: 'Grafana Cloud access policy token: glc_ and at least 32 base64 characters.',
  prefixes: ['glc_'],
  body: [['base64', 32, 400]],
});

export const grafanaServiceAccountToken = tokenDetector({
  id: 'grafana-service-account-token',
  type: 'GRAFANA_TOKEN',
  label: label('Grafana token'),
  description: 'Grafana service account token: glsa_, 32 base62 characters, _ and 8 hex digits.',
  prefixes: ['glsa_'],
  body: [['base62', 32], '_', ['hex', 8]],
});

export const dynatraceToken = tokenDetector({
  id: 'dynatrace-token',
  type: 'DYNATRACE_TOKEN',
  label: label('Dynatrace token'),
  description: 'Dynatrace API token: dt0c01., a 24-character public part, . and a 64-character secret, in letters and digits (upper case as issued).',
  prefixes: ['dt0c01.'],
  body: [['base62', 24], '.', ['base62', 64]],
});

export const pagerDutyKey = tokenDetector({
  id: 'pagerduty-key',
  type: 'PAGERDUTY_KEY',
  label: label('PagerDuty key'),
  description: 'PagerDuty REST API key: 20 URL-safe characters (often with +), assigned to a name that mentions PagerDuty.',
  prefixes: [],
  service: ['pagerduty', 'pd'],
  body: [['base64url', 20]],
});

export const oktaApiToken = tokenDetector({
  id: 'okta-api-token',
  type: 'OKTA_TOKEN',
  label: label('Okta API token'),
  description: 'Okta API (SSWS) token: 00 and 40 URL-safe characters, assigned to a name that mentions Okta.',
  prefixes: [],
  service: ['okta'],
  body: ['00', ['base64url', 40]],
});

export const honeycombApiKey = tokenDetector({
  id: 'honeycomb-api-key',
  type: 'HONEYCOMB_API_KEY',
  label: label('Honeycomb API key'),
  description: 'Honeycomb API key: 22 or 32 base62 characters assigned to a name that mentions Honeycomb.',
  prefixes: [],
  service: ['honeycomb'],
  body: [['base62', 22, 32]],
});

/** In the order above, which is the order findings of equal standing are settled in. */
export const observabilityDetectors: readonly Detector[] = [sentryOrgToken, sentryUserToken, newRelicUserKey, newRelicInsertKey, newRelicBrowserKey, newRelicLicenseKey, datadogApiKey, grafanaCloudToken, grafanaServiceAccountToken, dynatraceToken, pagerDutyKey, oktaApiToken, honeycombApiKey];
