import type { Detector } from '../../types.js';
import { label, tokenDetector, type Segment } from '../token-format.js';

/**
 * Keys of services that give them no prefix of their own: found where they are assigned to a name
 * that mentions the service (`ADAFRUIT_IO_KEY`, `bitbucketClientSecret`, `"fastly_api_token"`),
 * with the length and characters the service issues.
 */
/** A UUID in either case (some services print them in capitals). */
const UUID_ANY_CASE: readonly Segment[] = [['HEXany', 8], '-', ['HEXany', 4], '-', ['HEXany', 4], '-', ['HEXany', 4], '-', ['HEXany', 12]];

const UUID_LOWER: readonly Segment[] = [['lowerAlnum', 8], '-', ['lowerAlnum', 4], '-', ['lowerAlnum', 4], '-', ['lowerAlnum', 4], '-', ['lowerAlnum', 12]];

function namedKey(id: string, type: string, name: string, service: readonly string[], body: readonly Segment[], what: string): Detector {
  return tokenDetector({
    id,
    type,
    label: label(name),
    description: `${what}, assigned to a name that mentions ${service[0]}.`,
    prefixes: [],
    service,
    body,
  });
}

export const adafruitKey = namedKey('adafruit-io-key', 'ADAFRUIT_IO_KEY', 'Adafruit IO key', ['adafruit', 'aio'], [['base64url', 32]], 'Adafruit IO key: 32 URL-safe characters');
export const adobeClientId = namedKey('adobe-client-id', 'ADOBE_CLIENT_CREDENTIAL', 'Adobe client credential', ['adobe'], [['hex', 32]], 'Adobe OAuth client id: 32 hex digits');
export const bitbucketClientId = namedKey('bitbucket-client-id', 'BITBUCKET_CLIENT_CREDENTIAL', 'Bitbucket client credential', ['bitbucket'], [['base62', 32]], 'Bitbucket OAuth client id: 32 letters and digits');
export const bitbucketClientSecret = namedKey('bitbucket-client-secret', 'BITBUCKET_CLIENT_CREDENTIAL', 'Bitbucket client credential', ['bitbucket'], [['base64url', 64]], 'Bitbucket OAuth client secret: 64 URL-safe characters');
export const bittrexKey = namedKey('bittrex-key', 'BITTREX_KEY', 'Bittrex API key', ['bittrex'], [['base62', 32]], 'Bittrex API key or secret: 32 letters and digits');
export const merakiKey = namedKey('cisco-meraki-key', 'CISCO_MERAKI_KEY', 'Cisco Meraki API key', ['meraki'], [['hex', 40]], 'Cisco Meraki dashboard API key: 40 hex digits');
export const confluentKey = namedKey('confluent-key', 'CONFLUENT_KEY', 'Confluent credential', ['confluent'], [['base62', 16]], 'Confluent Cloud API key: 16 letters and digits');
export const confluentSecret = namedKey('confluent-secret', 'CONFLUENT_KEY', 'Confluent credential', ['confluent'], [['base62', 64]], 'Confluent Cloud API secret: 64 letters and digits');
export const contentfulDeliveryToken = namedKey('contentful-delivery-token', 'CONTENTFUL_TOKEN', 'Contentful management token', ['contentful'], [['base64url', 43]], 'Contentful delivery or preview API token: 43 URL-safe characters');
export const discordApiKey = namedKey('discord-api-key', 'DISCORD_TOKEN', 'Discord token', ['discord'], [['hex', 64]], 'Discord application public key or API key: 64 hex digits');
export const discordClientSecret = namedKey('discord-client-secret', 'DISCORD_TOKEN', 'Discord token', ['discord'], [['base64url', 32]], 'Discord OAuth client secret: 32 URL-safe characters');
export const droneCiToken = namedKey('droneci-token', 'DRONE_CI_TOKEN', 'Drone CI token', ['drone', 'droneci'], [['base62', 32]], 'Drone CI access token: 32 letters and digits');
export const etsyToken = namedKey('etsy-token', 'ETSY_TOKEN', 'Etsy access token', ['etsy'], [['base62', 24]], 'Etsy API key: 24 letters and digits');
export const facebookAppSecret = namedKey('facebook-app-secret', 'META_ACCESS_TOKEN', 'Meta (Facebook) access token', ['facebook', 'fb', 'meta'], [['hex', 32]], 'Meta (Facebook) app secret: 32 hex digits');
export const fastlyToken = namedKey('fastly-token', 'FASTLY_TOKEN', 'Fastly API token', ['fastly'], [['base64url', 32]], 'Fastly API token: 32 URL-safe characters');
export const finicityToken = namedKey('finicity-token', 'FINICITY_KEY', 'Finicity credential', ['finicity'], [['hex', 32]], 'Finicity API token: 32 hex digits');
export const finicitySecret = namedKey('finicity-secret', 'FINICITY_KEY', 'Finicity credential', ['finicity'], [['base62', 20]], 'Finicity client secret: 20 letters and digits');
export const finnhubToken = namedKey('finnhub-token', 'FINNHUB_TOKEN', 'Finnhub access token', ['finnhub'], [['base62', 20]], 'Finnhub API token: 20 letters and digits');
export const flickrToken = namedKey('flickr-token', 'FLICKR_TOKEN', 'Flickr access token', ['flickr'], [['base62', 32]], 'Flickr API key: 32 letters and digits');
export const freshbooksToken = namedKey('freshbooks-token', 'FRESHBOOKS_TOKEN', 'FreshBooks access token', ['freshbooks'], [['base62', 64]], 'FreshBooks access token: 64 letters and digits');
export const codecovLegacyToken = namedKey('codecov-legacy-token', 'CODECOV_TOKEN', 'Codecov upload token', ['codecov'], [['base62', 32]], 'Codecov access token: 32 letters and digits');
export const coinbaseAccessToken = namedKey('coinbase-access-token', 'COINBASE_API_KEY', 'Coinbase API key', ['coinbase'], [['base64url', 64]], 'Coinbase access token: 64 URL-safe characters');
export const datadogAccessToken = namedKey('datadog-access-token', 'DATADOG_KEY', 'Datadog key', ['datadog', 'dd'], [['base62', 40]], 'Datadog application key or access token: 40 letters and digits');
export const algoliaKey = namedKey('algolia-key', 'ALGOLIA_KEY', 'Algolia credential', ['algolia'], [['base62', 32]], 'Algolia API key: 32 letters and digits');
export const dropboxAppSecret = namedKey('dropbox-app-secret', 'DROPBOX_TOKEN', 'Dropbox access token', ['dropbox'], [['base62', 15]], 'Dropbox app key or secret: 15 letters and digits');
export const dropboxLongLivedToken = namedKey('dropbox-long-lived-token', 'DROPBOX_TOKEN', 'Dropbox access token', ['dropbox'], [['base62', 11], 'AAAAAAAAAA', ['base64url', 43]], 'Dropbox long-lived access token: 11 characters, ten A and 43 URL-safe characters');

export const gitterToken = namedKey('gitter-token', 'GITTER_TOKEN', 'Gitter access token', ['gitter'], [['base64url', 40]], 'Gitter access token: 40 URL-safe characters');
export const goCardlessToken = namedKey('gocardless-token', 'GOCARDLESS_TOKEN', 'GoCardless access token', ['gocardless'], ['live_', ['base64url', 40]], 'GoCardless live access token: live_ and 40 URL-safe characters');
export const hubspotApiKey = namedKey('hubspot-api-key', 'HUBSPOT_TOKEN', 'HubSpot private app token', ['hubspot'], UUID_ANY_CASE, 'HubSpot API key of the older form: a UUID');
export const jfrogNamedKey = namedKey('jfrog-named-key', 'JFROG_TOKEN', 'JFrog Artifactory token', ['jfrog', 'artifactory', 'bintray', 'xray'], [['base62', 73]], 'JFrog API key: 73 letters and digits');
export const jfrogIdentityToken = namedKey('jfrog-identity-token', 'JFROG_TOKEN', 'JFrog Artifactory token', ['jfrog', 'artifactory', 'bintray', 'xray'], [['base62', 64]], 'JFrog identity token: 64 letters and digits');
export const krakenKey = namedKey('kraken-key', 'KRAKEN_KEY', 'Kraken API key', ['kraken'], [['base64', 80, 90]], 'Kraken API key or private key: 80 to 90 base64 characters');
export const kucoinKey = namedKey('kucoin-key', 'KUCOIN_KEY', 'KuCoin credential', ['kucoin'], [['hex', 24]], 'KuCoin API key: 24 hex digits');
export const kucoinSecret = namedKey('kucoin-secret', 'KUCOIN_KEY', 'KuCoin credential', ['kucoin'], UUID_ANY_CASE, 'KuCoin API secret: a UUID');
export const launchDarklyNamedToken = namedKey('launchdarkly-named-token', 'LAUNCHDARKLY_KEY', 'LaunchDarkly key', ['launchdarkly'], [['base64url', 40]], 'LaunchDarkly access token: 40 URL-safe characters');
export const linearClientSecret = namedKey('linear-client-secret', 'LINEAR_API_KEY', 'Linear API key', ['linear'], [['hex', 32]], 'Linear OAuth client secret: 32 hex digits');
export const linkedinClientId = namedKey('linkedin-client-id', 'LINKEDIN_CLIENT_CREDENTIAL', 'LinkedIn client credential', ['linkedin'], [['base62', 14]], 'LinkedIn client id: 14 letters and digits');
export const linkedinClientSecret = namedKey('linkedin-client-secret', 'LINKEDIN_CLIENT_CREDENTIAL', 'LinkedIn client credential', ['linkedin'], [['base62', 16]], 'LinkedIn client secret: 16 letters and digits');
export const lobApiKey = namedKey('lob-api-key', 'LOB_API_KEY', 'Lob API key', ['lob'], [['lowerAlnum', 4], '_', ['hex', 35]], 'Lob API key: live_ or test_ and 35 hex digits');

export const plaidClientId = namedKey('plaid-client-id', 'PLAID_TOKEN', 'Plaid token', ['plaid'], [['base62', 24]], 'Plaid client id: 24 letters and digits');
export const plaidSecretAnyCase = namedKey('plaid-secret-any-case', 'PLAID_TOKEN', 'Plaid token', ['plaid'], [['base62', 30]], 'Plaid secret: 30 letters and digits');
export const privateAiKey = namedKey('private-ai-key', 'PRIVATE_AI_KEY', 'Private AI API key', ['privateai', 'private-ai', 'private_ai'], [['base62', 32]], 'Private AI API key: 32 letters and digits');
export const rapidApiKey = namedKey('rapidapi-key', 'RAPIDAPI_KEY', 'RapidAPI key', ['rapidapi'], [['base64url', 50]], 'RapidAPI key: 50 URL-safe characters');
export const sendbirdToken = namedKey('sendbird-token', 'SENDBIRD_TOKEN', 'Sendbird access token', ['sendbird'], [['hex', 40]], 'Sendbird API token: 40 hex digits');
export const sentryLegacyToken = namedKey('sentry-legacy-token', 'SENTRY_TOKEN', 'Sentry token', ['sentry'], [['hex', 64]], 'Sentry auth token of the older form: 64 hex digits');
export const mailgunSigningKey = namedKey('mailgun-signing-key', 'MAILGUN_API_KEY', 'Mailgun API key', ['mailgun'], [['hex', 32], '-', ['hex', 8], '-', ['hex', 8]], 'Mailgun webhook signing key: 32, 8 and 8 hex digits joined by dashes');
export const mattermostToken = namedKey('mattermost-token', 'MATTERMOST_TOKEN', 'Mattermost access token', ['mattermost'], [['lowerAlnum', 26]], 'Mattermost access token: 26 lower-case letters and digits');
export const maxmindLicenseKey = namedKey('maxmind-license-key', 'MAXMIND_LICENSE_KEY', 'MaxMind license key', ['maxmind', 'geoip', 'geoipupdate'], [['base62', 6], '_', ['base62', 29], '_mmk'], 'MaxMind license key: 6 characters, _, 29 characters and _mmk');
export const netlifyToken = namedKey('netlify-token', 'NETLIFY_TOKEN', 'Netlify access token', ['netlify'], [['base64url', 40, 46]], 'Netlify personal access token: 40 to 46 URL-safe characters');
export const newRelicUserId = namedKey('new-relic-user-id', 'NEW_RELIC_KEY', 'New Relic key', ['newrelic', 'relic'], [['base62', 64]], 'New Relic user API id: 64 letters and digits');
export const nytimesKey = namedKey('nytimes-key', 'NYTIMES_KEY', 'New York Times API key', ['nytimes', 'newyorktimes'], [['base64url', 32]], 'New York Times API key: 32 URL-safe characters');

export const openshiftToken = tokenDetector({
  id: 'openshift-token',
  type: 'OPENSHIFT_TOKEN',
  label: label('OpenShift user token'),
  description: 'OpenShift user token: sha256~ and 43 URL-safe characters.',
  prefixes: ['sha256~'],
  body: [['base64url', 43]],
});

export const settlemintToken = tokenDetector({
  id: 'settlemint-token',
  type: 'SETTLEMINT_TOKEN',
  label: label('SettleMint access token'),
  description: 'SettleMint application (sm_aat_), personal (sm_pat_) or service (sm_sat_) access token and 16 letters and digits.',
  prefixes: ['sm_aat_', 'sm_pat_', 'sm_sat_'],
  body: [['base62', 16]],
});

export const teamsWebhook = tokenDetector({
  id: 'microsoft-teams-webhook',
  type: 'TEAMS_WEBHOOK',
  label: label('Microsoft Teams webhook URL'),
  description: 'Microsoft Teams incoming webhook URL (https://….webhook.office.com/webhookb2/…): the finding runs from webhook.office.com through the tenant, connector and webhook ids.',
  prefixes: ['webhook.office.com/webhookb2/'],
  body: [...UUID_LOWER, '@', ...UUID_LOWER, '/IncomingWebhook/', ['lowerAlnum', 32], '/', ...UUID_LOWER],
});

export const grafanaLegacyApiKey = tokenDetector({
  id: 'grafana-legacy-api-key',
  type: 'GRAFANA_TOKEN',
  label: label('Grafana token'),
  description: 'Grafana API key of the older form: the base64 of {"k":" (eyJrIjoi) and 70 to 400 letters and digits.',
  prefixes: ['eyJrIjoi'],
  body: [['base62', 70, 400]],
});

export const intra42Secret = tokenDetector({
  id: 'intra42-client-secret',
  type: 'INTRA42_CLIENT_SECRET',
  label: label('42 Intra client secret'),
  description: '42 School Intra API client secret: s-s4t2ud- or s-s4t2af- and 64 hex digits.',
  prefixes: ['s-s4t2ud-', 's-s4t2af-'],
  body: [['hex', 64]],
});

export const adobeClientSecret = tokenDetector({
  id: 'adobe-client-secret',
  type: 'ADOBE_CLIENT_CREDENTIAL',
  label: label('Adobe client credential'),
  description: 'Adobe OAuth client secret: p8e- and 32 letters and digits.',
  prefixes: ['p8e-'],
  body: [['base62', 32]],
});

export const clickhouseSecret = tokenDetector({
  id: 'clickhouse-cloud-secret',
  type: 'CLICKHOUSE_CLOUD_KEY',
  label: label('ClickHouse Cloud API secret'),
  description: 'ClickHouse Cloud API secret key: 4b1d and 38 letters and digits.',
  prefixes: ['4b1d'],
  body: [['base62', 38]],
});

export const flutterwaveEncryptionKey = tokenDetector({
  id: 'flutterwave-encryption-key',
  type: 'FLUTTERWAVE_KEY',
  label: label('Flutterwave secret key'),
  description: 'Flutterwave test encryption key: FLWSECK_TEST and 12 characters.',
  prefixes: ['FLWSECK_TEST'],
  body: [['lowerAlnum', 12]],
});

export const flyioMacaroon = tokenDetector({
  id: 'flyio-macaroon',
  type: 'FLYIO_TOKEN',
  label: label('Fly.io token'),
  description: 'Fly.io macaroon token: fm1a_, fm1r_ or fm2_ and at least 100 base64 characters.',
  prefixes: ['fm1a_', 'fm1r_', 'fm2_'],
  body: [['base64', 100, 600]],
});

export const namedKeyDetectors: readonly Detector[] = [
  adafruitKey, adobeClientId, adobeClientSecret, bitbucketClientId, bitbucketClientSecret, bittrexKey, merakiKey, clickhouseSecret,
  confluentKey, confluentSecret, contentfulDeliveryToken, discordApiKey, discordClientSecret, droneCiToken, etsyToken, facebookAppSecret,
  fastlyToken, finicityToken, finicitySecret, finnhubToken, flickrToken, freshbooksToken, codecovLegacyToken, coinbaseAccessToken,
  datadogAccessToken, algoliaKey, dropboxAppSecret, dropboxLongLivedToken, flutterwaveEncryptionKey, flyioMacaroon, gitterToken,
  goCardlessToken, hubspotApiKey, jfrogNamedKey, jfrogIdentityToken, krakenKey, kucoinKey, kucoinSecret, launchDarklyNamedToken,
  linearClientSecret, linkedinClientId, linkedinClientSecret, lobApiKey, grafanaLegacyApiKey, intra42Secret, plaidClientId,
  plaidSecretAnyCase, privateAiKey, rapidApiKey, sendbirdToken, sentryLegacyToken, mailgunSigningKey, mattermostToken, maxmindLicenseKey,
  netlifyToken, newRelicUserId, nytimesKey, openshiftToken, settlemintToken, teamsWebhook,
];
