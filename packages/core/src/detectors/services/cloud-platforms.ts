import type { Detector } from '../../types.js';
import { label, tokenDetector, UUID_BODY } from '../token-format.js';

export const digitalOceanToken = tokenDetector({
  id: 'digitalocean-token',
  type: 'DIGITALOCEAN_TOKEN',
  label: label('DigitalOcean token'),
  description: 'DigitalOcean personal access (dop_v1_), OAuth (doo_v1_) or refresh (dor_v1_) token and 64 hex digits.',
  prefixes: ['dop_v1_', 'doo_v1_', 'dor_v1_'],
  body: [['hex', 64]],
});

export const databricksToken = tokenDetector({
  id: 'databricks-token',
  type: 'DATABRICKS_TOKEN',
  label: label('Databricks access token'),
  description: 'Databricks personal access token: dapi and 32 hex digits.',
  prefixes: ['dapi'],
  body: [['hex', 32]],
});

export const herokuApiKey = tokenDetector({
  id: 'heroku-api-key',
  type: 'HEROKU_API_KEY',
  label: label('Heroku API key'),
  description: 'Heroku API key: HRKU-AA and 58 URL-safe characters.',
  prefixes: ['HRKU-AA'],
  body: [['base64url', 58]],
});

export const herokuLegacyApiKey = tokenDetector({
  id: 'heroku-legacy-api-key',
  type: 'HEROKU_API_KEY',
  label: label('Heroku API key'),
  description: 'Heroku API key of the older form: a UUID assigned to a name that mentions Heroku.',
  prefixes: [],
  service: ['heroku'],
  body: UUID_BODY,
});

export const cloudflareOriginCaKey = tokenDetector({
  id: 'cloudflare-origin-ca-key',
  type: 'CLOUDFLARE_KEY',
  label: label('Cloudflare key'),
  description: 'Cloudflare Origin CA key: v1.0-, 24 hex digits, - and 146 hex digits.',
  prefixes: ['v1.0-'],
  body: [['hex', 24], '-', ['hex', 146]],
});

export const cloudflareApiToken = tokenDetector({
  id: 'cloudflare-api-token',
  type: 'CLOUDFLARE_KEY',
  label: label('Cloudflare key'),
  description: 'Cloudflare API token: 40 URL-safe characters assigned to a name that mentions Cloudflare (CF_API_TOKEN, cloudflareApiToken).',
  prefixes: [],
  service: ['cloudflare', 'cf'],
  body: [['base64url', 40]],
});

export const cloudflareGlobalApiKey = tokenDetector({
  id: 'cloudflare-global-api-key',
  type: 'CLOUDFLARE_KEY',
  label: label('Cloudflare key'),
  description: 'Cloudflare global API key: 37 hex digits assigned to a name that mentions Cloudflare.',
  prefixes: [],
  service: ['cloudflare', 'cf'],
  body: [['hex', 37]],
});

export const azureAdClientSecret = tokenDetector({
  id: 'azure-ad-client-secret',
  type: 'AZURE_CLIENT_SECRET',
  label: label('Azure AD client secret'),
  description: 'Microsoft Entra ID (Azure AD) application client secret: 3 characters, a digit, Q~ and 31 to 34 characters, assigned to a client secret or a name that mentions Azure.',
  prefixes: [],
  service: ['azure', 'aad', 'entra', 'client', 'arm', 'msal', 'microsoft'],
  body: [['azureSecret', 3], ['digits', 1], 'Q~', ['azureSecret', 31, 34]],
});

export const alibabaAccessKeyId = tokenDetector({
  id: 'alibaba-access-key-id',
  type: 'ALIBABA_ACCESS_KEY',
  label: label('Alibaba Cloud access key'),
  description: 'Alibaba Cloud AccessKey ID: LTAI and 20 base62 characters (the id half of a key pair).',
  prefixes: ['LTAI'],
  body: [['base62', 20]],
});

export const alibabaAccessKeySecret = tokenDetector({
  id: 'alibaba-access-key-secret',
  type: 'ALIBABA_ACCESS_KEY',
  label: label('Alibaba Cloud access key'),
  description: 'Alibaba Cloud AccessKey secret: 30 base62 characters assigned to a name that mentions Alibaba or Aliyun.',
  prefixes: [],
  service: ['alibaba', 'aliyun', 'alicloud', 'oss'],
  body: [['base62', 30]],
});

export const tencentSecretId = tokenDetector({
  id: 'tencent-secret-id',
  type: 'TENCENT_CLOUD_KEY',
  label: label('Tencent Cloud key'),
  description: 'Tencent Cloud SecretId: AKID and 32 base62 characters.',
  prefixes: ['AKID'],
  body: [['base62', 32]],
});

export const yandexApiKey = tokenDetector({
  id: 'yandex-api-key',
  type: 'YANDEX_CLOUD_KEY',
  label: label('Yandex Cloud key'),
  description: 'Yandex Cloud API key: AQVN and 35 to 38 URL-safe characters.',
  prefixes: ['AQVN'],
  body: [['base64url', 35, 38]],
});

export const vaultServiceToken = tokenDetector({
  id: 'vault-token',
  type: 'VAULT_TOKEN',
  label: label('HashiCorp Vault token'),
  description: 'HashiCorp Vault service (hvs.), batch (hvb.) or recovery (hvr.) token and at least 90 URL-safe characters.',
  prefixes: ['hvs.', 'hvb.', 'hvr.'],
  body: [['base64url', 90, 300]],
});

export const vaultLegacyToken = tokenDetector({
  id: 'vault-legacy-token',
  type: 'VAULT_TOKEN',
  label: label('HashiCorp Vault token'),
  description: 'HashiCorp Vault token of the older form: s. and 24 base62 characters assigned to a name that mentions Vault.',
  prefixes: [],
  service: ['vault'],
  body: ['s.', ['base62', 24]],
});

export const terraformCloudToken = tokenDetector({
  id: 'terraform-cloud-token',
  type: 'TERRAFORM_CLOUD_TOKEN',
  label: label('Terraform Cloud token'),
  description: 'Terraform Cloud or Enterprise API token: a 14-character id, .atlasv1. and 60 to 70 URL-safe characters; the finding begins at atlasv1.',
  prefixes: ['atlasv1.'],
  body: [['base64url', 60, 70]],
});

export const pulumiToken = tokenDetector({
  id: 'pulumi-token',
  type: 'PULUMI_TOKEN',
  label: label('Pulumi access token'),
  description: 'Pulumi access token: pul- and 40 hex digits.',
  prefixes: ['pul-'],
  body: [['hex', 40]],
});

export const dopplerToken = tokenDetector({
  id: 'doppler-token',
  type: 'DOPPLER_TOKEN',
  label: label('Doppler token'),
  description: 'Doppler personal (dp.pt.), service (dp.st.), CLI (dp.ct.), SCIM (dp.scim.) or audit (dp.audit.) token and 40 to 44 lower-case letters and digits.',
  prefixes: ['dp.pt.', 'dp.st.', 'dp.ct.', 'dp.scim.', 'dp.audit.', 'dp.sa.'],
  body: [['base62', 40, 44]],
});

export const tailscaleKey = tokenDetector({
  id: 'tailscale-key',
  type: 'TAILSCALE_KEY',
  label: label('Tailscale key'),
  description: 'Tailscale auth, API or OAuth client key: tskey-, its kind, - , a key id, - and the secret.',
  prefixes: ['tskey-auth-', 'tskey-api-', 'tskey-client-', 'tskey-scim-', 'tskey-webhook-'],
  body: [['base62', 10, 20], '-', ['base62', 30, 40]],
});

export const flyioToken = tokenDetector({
  id: 'flyio-token',
  type: 'FLYIO_TOKEN',
  label: label('Fly.io token'),
  description: 'Fly.io access token: fo1_ and 43 URL-safe characters.',
  prefixes: ['fo1_'],
  body: [['base64url', 43]],
});

export const supabaseToken = tokenDetector({
  id: 'supabase-token',
  type: 'SUPABASE_TOKEN',
  label: label('Supabase access token'),
  description: 'Supabase personal access token: sbp_ and 40 hex digits.',
  prefixes: ['sbp_'],
  body: [['hex', 40]],
});

export const planetScaleToken = tokenDetector({
  id: 'planetscale-token',
  type: 'PLANETSCALE_TOKEN',
  label: label('PlanetScale token'),
  description: 'PlanetScale service token (pscale_tkn_), password (pscale_pw_) or OAuth token (pscale_oauth_) and 32 to 64 URL-safe characters.',
  prefixes: ['pscale_tkn_', 'pscale_pw_', 'pscale_oauth_'],
  body: [['base64url', 32, 64]],
});

export const linodeToken = tokenDetector({
  id: 'linode-token',
  type: 'LINODE_TOKEN',
  label: label('Linode token'),
  description: 'Linode (Akamai) personal access token: 64 hex digits assigned to a name that mentions Linode.',
  prefixes: [],
  service: ['linode'],
  body: [['hex', 64]],
});

export const ageSecretKey = tokenDetector({
  id: 'age-secret-key',
  type: 'AGE_SECRET_KEY',
  label: label('age secret key'),
  description: 'age encryption secret key: AGE-SECRET-KEY-1 and 58 upper-case Bech32 characters.',
  prefixes: ['AGE-SECRET-KEY-1'],
  body: [['bech32Upper', 58]],
});

export const onePasswordSecretKey = tokenDetector({
  id: '1password-secret-key',
  type: 'ONEPASSWORD_SECRET_KEY',
  label: label('1Password secret key'),
  description: '1Password account secret key: A3-, a 6-character account id and five groups of 6 and 5 upper-case letters and digits.',
  prefixes: ['A3-'],
  body: [['upperAlnum', 6], '-', ['upperAlnum', 6], '-', ['upperAlnum', 5], '-', ['upperAlnum', 5], '-', ['upperAlnum', 5], '-', ['upperAlnum', 5]],
});

export const onePasswordServiceAccountToken = tokenDetector({
  id: '1password-service-account-token',
  type: 'ONEPASSWORD_TOKEN',
  label: label('1Password service account token'),
  description: '1Password service account token: ops_eyJ and URL-safe base64 of its JSON.',
  prefixes: ['ops_eyJ'],
  body: [['base64url', 250, 1000]],
});

export const azureDevopsToken = tokenDetector({
  id: 'azure-devops-token',
  type: 'AZURE_DEVOPS_TOKEN',
  label: label('Azure DevOps personal access token'),
  description: 'Azure DevOps personal access token of the older form: 52 lower-case base32 characters assigned to a name that mentions Azure DevOps (ADO, VSTS, AZURE_DEVOPS_PAT).',
  prefixes: [],
  service: ['ado', 'devops', 'vsts', 'azdo'],
  body: [['lowerAlnum', 52]],
});

/** In the order above, which is the order findings of equal standing are settled in. */
export const cloudPlatformDetectors: readonly Detector[] = [digitalOceanToken, databricksToken, herokuApiKey, herokuLegacyApiKey, cloudflareOriginCaKey, cloudflareApiToken, cloudflareGlobalApiKey, azureAdClientSecret, alibabaAccessKeyId, alibabaAccessKeySecret, tencentSecretId, yandexApiKey, vaultServiceToken, vaultLegacyToken, terraformCloudToken, pulumiToken, dopplerToken, tailscaleKey, flyioToken, supabaseToken, planetScaleToken, linodeToken, ageSecretKey, onePasswordSecretKey, onePasswordServiceAccountToken, azureDevopsToken];
