import type { Detector } from '../../types.js';
import { label, tokenDetector, UUID_BODY } from '../token-format.js';

export const stripeWebhookSecret = tokenDetector({
  id: 'stripe-webhook-secret',
  type: 'STRIPE_KEY',
  label: label('Stripe key'),
  description: 'Stripe webhook signing secret: whsec_ and 32 to 64 base62 characters.',
  prefixes: ['whsec_'],
  body: [['base62', 32, 64]],
});

export const squareAccessToken = tokenDetector({
  id: 'square-access-token',
  type: 'SQUARE_TOKEN',
  label: label('Square token'),
  description: 'Square access token: EAAA and 60 URL-safe characters, or the older sq0atp- and 22.',
  prefixes: ['EAAA'],
  body: [['base64url', 60]],
});

export const squareLegacyAccessToken = tokenDetector({
  id: 'square-legacy-access-token',
  type: 'SQUARE_TOKEN',
  label: label('Square token'),
  description: 'Square access token of the older form: sq0atp- and 22 URL-safe characters.',
  prefixes: ['sq0atp-'],
  body: [['base64url', 22]],
});

export const squareOauthSecret = tokenDetector({
  id: 'square-oauth-secret',
  type: 'SQUARE_TOKEN',
  label: label('Square token'),
  description: 'Square OAuth application secret: sq0csp- and 43 URL-safe characters.',
  prefixes: ['sq0csp-'],
  body: [['base64url', 43]],
});

export const braintreeAccessToken = tokenDetector({
  id: 'braintree-access-token',
  type: 'PAYPAL_BRAINTREE_TOKEN',
  label: label('PayPal Braintree access token'),
  description: 'PayPal Braintree access token: access_token$production$ (or $sandbox$), 16 characters, $ and 32 hex digits.',
  prefixes: ['access_token$production$', 'access_token$sandbox$'],
  body: [['lowerAlnum', 16], '$', ['hex', 32]],
});

export const paypalClientSecret = tokenDetector({
  id: 'paypal-client-secret',
  type: 'PAYPAL_BRAINTREE_TOKEN',
  label: label('PayPal client secret', 'PayPal client secrets'),
  description: 'PayPal REST client secret: 80 URL-safe characters assigned to a name that mentions PayPal.',
  prefixes: [],
  service: ['paypal'],
  body: [['base64url', 80]],
});

export const adyenApiKey = tokenDetector({
  id: 'adyen-api-key',
  type: 'ADYEN_API_KEY',
  label: label('Adyen API key'),
  description: 'Adyen API key: AQE and about a hundred base64 characters with dots and dashes, assigned to a name that mentions Adyen.',
  prefixes: [],
  service: ['adyen'],
  body: ['AQE', ['base64url', 80, 200]],
});

export const plaidAccessToken = tokenDetector({
  id: 'plaid-access-token',
  type: 'PLAID_TOKEN',
  label: label('Plaid token'),
  description: 'Plaid access token: access-sandbox-, access-development- or access-production- and a UUID.',
  prefixes: ['access-production-', 'access-development-', 'access-sandbox-'],
  body: UUID_BODY,
});

export const flutterwaveSecretKey = tokenDetector({
  id: 'flutterwave-secret-key',
  type: 'FLUTTERWAVE_KEY',
  label: label('Flutterwave secret key'),
  description: 'Flutterwave secret key: FLWSECK- or FLWSECK_TEST-, 32 hex digits and -X.',
  prefixes: ['FLWSECK-', 'FLWSECK_TEST-'],
  body: [['base62', 32], '-X'],
});

export const shippoToken = tokenDetector({
  id: 'shippo-token',
  type: 'SHIPPO_TOKEN',
  label: label('Shippo API token'),
  description: 'Shippo API token: shippo_live_ or shippo_test_ and 40 hex digits.',
  prefixes: ['shippo_live_', 'shippo_test_'],
  body: [['HEXany', 40]],
});

export const easyPostApiKey = tokenDetector({
  id: 'easypost-api-key',
  type: 'EASYPOST_API_KEY',
  label: label('EasyPost API key'),
  description: 'EasyPost production (EZAK) or test (EZTK) API key and 54 base62 characters.',
  prefixes: ['EZAK', 'EZTK'],
  body: [['base62', 54]],
});

export const duffelToken = tokenDetector({
  id: 'duffel-token',
  type: 'DUFFEL_TOKEN',
  label: label('Duffel access token'),
  description: 'Duffel access token: duffel_live_ or duffel_test_ and 43 URL-safe characters.',
  prefixes: ['duffel_live_', 'duffel_test_'],
  body: [['base64url', 43]],
});

export const coinbaseApiSecret = tokenDetector({
  id: 'coinbase-api-secret',
  type: 'COINBASE_API_KEY',
  label: label('Coinbase API key'),
  description: 'Coinbase API secret of the older form: 32 base62 characters assigned to a name that mentions Coinbase.',
  prefixes: [],
  service: ['coinbase', 'cb'],
  body: [['base62', 32]],
});

/** In the order above, which is the order findings of equal standing are settled in. */
export const paymentDetectors: readonly Detector[] = [stripeWebhookSecret, squareAccessToken, squareLegacyAccessToken, squareOauthSecret, braintreeAccessToken, paypalClientSecret, adyenApiKey, plaidAccessToken, flutterwaveSecretKey, shippoToken, easyPostApiKey, duffelToken, coinbaseApiSecret];
