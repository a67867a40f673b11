import type { Detector } from '../../types.js';
import { label, tokenDetector, UUID_BODY } from '../token-format.js';

export const shopifyToken = tokenDetector({
  id: 'shopify-token',
  type: 'SHOPIFY_TOKEN',
  label: label('Shopify token'),
  description: 'Shopify admin access (shpat_), custom app (shpca_), private app (shppa_) token or shared secret (shpss_) and 32 hex digits.',
  prefixes: ['shpat_', 'shpca_', 'shppa_', 'shpss_'],
  body: [['HEXany', 32]],
});

export const notionToken = tokenDetector({
  id: 'notion-token',
  type: 'NOTION_TOKEN',
  label: label('Notion integration token'),
  description: 'Notion integration token: ntn_, 11 digits and 35 base62 characters.',
  prefixes: ['ntn_'],
  body: [['digits', 11], ['base62', 35]],
});

export const notionLegacyToken = tokenDetector({
  id: 'notion-legacy-token',
  type: 'NOTION_TOKEN',
  label: label('Notion integration token'),
  description: 'Notion internal integration token of the older form: secret_ and 43 base62 characters.',
  prefixes: ['secret_'],
  body: [['base62', 43]],
});

export const airtableToken = tokenDetector({
  id: 'airtable-token',
  type: 'AIRTABLE_TOKEN',
  label: label('Airtable personal access token'),
  description: 'Airtable personal access token: pat, 14 base62 characters, . and 64 hex digits.',
  prefixes: ['pat'],
  body: [['base62', 14], '.', ['hex', 64]],
});

export const hubspotToken = tokenDetector({
  id: 'hubspot-token',
  type: 'HUBSPOT_TOKEN',
  label: label('HubSpot private app token'),
  description: 'HubSpot private app access token: pat-, the region (na1, eu1), - and a UUID.',
  prefixes: ['pat-na1-', 'pat-na2-', 'pat-eu1-'],
  body: UUID_BODY,
});

export const dropboxToken = tokenDetector({
  id: 'dropbox-token',
  type: 'DROPBOX_TOKEN',
  label: label('Dropbox access token'),
  description: 'Dropbox short-lived access token: sl. and at least 130 URL-safe characters.',
  prefixes: ['sl.'],
  body: [['base64url', 130, 1000]],
});

export const mapboxSecretToken = tokenDetector({
  id: 'mapbox-secret-token',
  type: 'MAPBOX_TOKEN',
  label: label('Mapbox secret token'),
  description: 'Mapbox secret access token: sk.eyJ1, the base64 of its JSON, . and a 22-character signature. Public pk. tokens are public by design.',
  prefixes: ['sk.eyJ1'],
  body: [['base64url', 40, 200], '.', ['base64url', 22]],
});

export const twitterBearerToken = tokenDetector({
  id: 'twitter-bearer-token',
  type: 'TWITTER_TOKEN',
  label: label('X (Twitter) bearer token'),
  description: 'X (Twitter) app bearer token: 21 or more A characters and about 90 base62 or URL-encoded characters.',
  prefixes: ['AAAAAAAAAAAAAAAAAAAAA'],
  body: [['urlEncoded', 60, 140]],
});

export const metaAccessToken = tokenDetector({
  id: 'meta-access-token',
  type: 'META_ACCESS_TOKEN',
  label: label('Meta (Facebook) access token'),
  description: 'Meta (Facebook, Instagram) Graph API access token: EAA and at least 100 base62 characters.',
  prefixes: ['EAA'],
  body: [['base62', 100, 300]],
});

export const zendeskToken = tokenDetector({
  id: 'zendesk-token',
  type: 'ZENDESK_TOKEN',
  label: label('Zendesk API token'),
  description: 'Zendesk API token: 40 base62 characters assigned to a name that mentions Zendesk.',
  prefixes: [],
  service: ['zendesk'],
  body: [['base62', 40]],
});

export const intercomToken = tokenDetector({
  id: 'intercom-token',
  type: 'INTERCOM_TOKEN',
  label: label('Intercom access token'),
  description: 'Intercom access token: 59 URL-safe characters and = assigned to a name that mentions Intercom.',
  prefixes: [],
  service: ['intercom'],
  body: [['base64url', 59], '='],
});

export const asanaToken = tokenDetector({
  id: 'asana-token',
  type: 'ASANA_TOKEN',
  label: label('Asana personal access token'),
  description: 'Asana personal access token: 1/ or 2/, the user id, / or :, and 32 hex digits, assigned to a name that mentions Asana.',
  prefixes: [],
  service: ['asana'],
  body: ['2/', ['digits', 16], '/', ['digits', 16], ':', ['hex', 32]],
});

/** In the order above, which is the order findings of equal standing are settled in. */
export const productivityDetectors: readonly Detector[] = [shopifyToken, notionToken, notionLegacyToken, airtableToken, hubspotToken, dropboxToken, mapboxSecretToken, twitterBearerToken, metaAccessToken, zendeskToken, intercomToken, asanaToken];
