/** The AI tools whose prompt editors the content script guards by default. */
export const DEFAULT_SITES: readonly string[] = [
  'chatgpt.com',
  'chat.openai.com',
  'claude.ai',
  'gemini.google.com',
  'copilot.microsoft.com',
  'perplexity.ai',
  'www.perplexity.ai',
  'chat.mistral.ai',
  'chat.deepseek.com',
];

/** Match patterns for the manifest: HTTPS only, since these tools serve nothing else. */
export const SITE_MATCHES: readonly string[] = DEFAULT_SITES.map((host) => `https://${host}/*`);

/** Whether `hostname` is one of `sites` (a listed name or a subdomain of one). */
export function isGuardedHost(hostname: string, sites: readonly string[]): boolean {
  return sites.some((site) => hostname === site || hostname.endsWith(`.${site}`));
}
