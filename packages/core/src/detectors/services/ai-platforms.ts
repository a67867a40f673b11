import type { Detector } from '../../types.js';
import { label, tokenDetector } from '../token-format.js';

export const huggingFaceToken = tokenDetector({
  id: 'huggingface-token',
  type: 'HUGGINGFACE_TOKEN',
  label: label('Hugging Face token'),
  description: 'Hugging Face user access token: hf_ and 34 letters.',
  prefixes: ['hf_'],
  body: [['letters', 34]],
});

export const huggingFaceOrgToken = tokenDetector({
  id: 'huggingface-org-token',
  type: 'HUGGINGFACE_TOKEN',
  label: label('Hugging Face token'),
  description: 'Hugging Face organization API token: api_org_ and 34 letters.',
  prefixes: ['api_org_'],
  body: [['letters', 34]],
});

export const pineconeApiKey = tokenDetector({
  id: 'pinecone-api-key',
  type: 'PINECONE_API_KEY',
  label: label('Pinecone API key'),
  description: 'Pinecone API key: pcsk_, a short key id, _ and about 60 base62 characters.',
  prefixes: ['pcsk_'],
  body: [['base62', 4, 8], '_', ['base62', 56, 72]],
});

export const groqApiKey = tokenDetector({
  id: 'groq-api-key',
  type: 'GROQ_API_KEY',
  label: label('Groq API key'),
  description: 'Groq API key: gsk_ and 52 base62 characters.',
  prefixes: ['gsk_'],
  body: [['base62', 52]],
});

export const replicateToken = tokenDetector({
  id: 'replicate-token',
  type: 'REPLICATE_TOKEN',
  label: label('Replicate API token'),
  description: 'Replicate API token: r8_ and 37 base62 characters.',
  prefixes: ['r8_'],
  body: [['base62', 37]],
});

export const perplexityApiKey = tokenDetector({
  id: 'perplexity-api-key',
  type: 'PERPLEXITY_API_KEY',
  label: label('Perplexity API key'),
  description: 'Perplexity API key: pplx- and 48 base62 characters.',
  prefixes: ['pplx-'],
  body: [['base62', 48]],
});

export const xaiApiKey = tokenDetector({
  id: 'xai-api-key',
  type: 'XAI_API_KEY',
  label: label('xAI API key'),
  description: 'xAI (Grok) API key: xai- and 80 base62 characters.',
  prefixes: ['xai-'],
  body: [['base62', 80]],
});

export const openRouterApiKey = tokenDetector({
  id: 'openrouter-api-key',
  type: 'OPENROUTER_API_KEY',
  label: label('OpenRouter API key'),
  description: 'OpenRouter API key: sk-or-v1- and 64 hex digits.',
  prefixes: ['sk-or-v1-'],
  body: [['hex', 64]],
});

export const langSmithApiKey = tokenDetector({
  id: 'langsmith-api-key',
  type: 'LANGSMITH_API_KEY',
  label: label('LangSmith API key'),
  description: 'LangSmith personal or service key: lsv2_pt_ or lsv2_sk_, 32 hex digits, _ and 10 hex digits.',
  prefixes: ['lsv2_pt_', 'lsv2_sk_'],
  body: [['hex', 32], '_', ['hex', 10]],
});

export const cohereApiKey = tokenDetector({
  id: 'cohere-api-key',
  type: 'COHERE_API_KEY',
  label: label('Cohere API key'),
  description: 'Cohere API key: 40 base62 characters assigned to a name that mentions Cohere.',
  prefixes: [],
  service: ['cohere', 'co'],
  body: [['base62', 40]],
});

export const mistralApiKey = tokenDetector({
  id: 'mistral-api-key',
  type: 'MISTRAL_API_KEY',
  label: label('Mistral API key'),
  description: 'Mistral AI API key: 32 base62 characters assigned to a name that mentions Mistral.',
  prefixes: [],
  service: ['mistral'],
  body: [['base62', 32]],
});

export const googleOauthAccessToken = tokenDetector({
  id: 'google-oauth-access-token',
  type: 'GOOGLE_OAUTH_TOKEN',
  label: label('Google OAuth token'),
  description: 'Google OAuth 2.0 access token: ya29. and URL-safe base64.',
  prefixes: ['ya29.'],
  body: [['base64url', 30, 400]],
});

export const googleOauthRefreshToken = tokenDetector({
  id: 'google-oauth-refresh-token',
  type: 'GOOGLE_OAUTH_TOKEN',
  label: label('Google OAuth token'),
  description: 'Google OAuth 2.0 refresh token: 1//0 and URL-safe base64.',
  prefixes: ['1//0'],
  body: [['base64url', 40, 200]],
});

export const googleOauthClientSecret = tokenDetector({
  id: 'google-oauth-client-secret',
  type: 'GOOGLE_OAUTH_CLIENT_SECRET',
  label: label('Google OAuth client secret'),
  description: 'Google OAuth client secret: GOCSPX- and 28 URL-safe base64 characters.',
  prefixes: ['GOCSPX-'],
  body: [['base64url', 28]],
});

export const firebaseCloudMessagingKey = tokenDetector({
  id: 'firebase-fcm-server-key',
  type: 'FIREBASE_FCM_SERVER_KEY',
  label: label('Firebase Cloud Messaging server key'),
  description: 'Firebase Cloud Messaging legacy server key: AAAA, 7 characters, :APA91b and 134 URL-safe base64 characters.',
  prefixes: ['AAAA'],
  body: [['base64url', 7], ':APA91b', ['base64url', 134]],
});

/** In the order above, which is the order findings of equal standing are settled in. */
export const aiPlatformDetectors: readonly Detector[] = [huggingFaceToken, huggingFaceOrgToken, pineconeApiKey, groqApiKey, replicateToken, perplexityApiKey, xaiApiKey, openRouterApiKey, langSmithApiKey, cohereApiKey, mistralApiKey, googleOauthAccessToken, googleOauthRefreshToken, googleOauthClientSecret, firebaseCloudMessagingKey];
