import type { Detector } from '../../types.js';
import { anthropicApiKey } from './anthropic-api-key.js';
import { awsAccessKey } from './aws-access-key.js';
import { awsSecretKey, awsSecretKeyAssigned } from './aws-secret-key.js';
import { azureStorageKey, azureStorageKeyAlone } from './azure-storage-key.js';
import { databaseUrlPassword } from './database-url-password.js';
import { urlPassword } from './url-password.js';
import { commandLinePassword } from './command-line-password.js';
import { genericSecret } from './generic-secret.js';
import { genericSecretNearWord, passwordNearWord } from './generic-secret-near-word.js';
import { password } from './password.js';
import { githubToken } from './github-token.js';
import { gitlabToken } from './gitlab-token.js';
import { googleApiKey } from './google-api-key.js';
import { jwt } from './jwt.js';
import { kubernetesSecretData } from './kubernetes-secret.js';
import { openaiApiKey } from './openai-api-key.js';
import { preflightApiKey } from './preflight-api-key.js';
import { preflightLicenseKey } from './preflight-license-key.js';
import { privateKey } from './private-key.js';
import { slackToken } from './slack-token.js';
import { slackWebhook } from './slack-webhook.js';
import { stripeKey } from './stripe-key.js';

export const secretsDetectors: readonly Detector[] = [
  awsAccessKey,
  awsSecretKey,
  awsSecretKeyAssigned,
  githubToken,
  gitlabToken,
  slackToken,
  slackWebhook,
  stripeKey,
  openaiApiKey,
  anthropicApiKey,
  googleApiKey,
  azureStorageKey,
  azureStorageKeyAlone,
  privateKey,
  jwt,
  kubernetesSecretData,
  databaseUrlPassword,
  urlPassword,
  commandLinePassword,
  preflightApiKey,
  preflightLicenseKey,
  password,
  genericSecret,
  passwordNearWord,
  genericSecretNearWord,
];
