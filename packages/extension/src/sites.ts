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

/** The match pattern for a guarded host: HTTPS only, since AI tools serve nothing else. */
export const siteMatch = (host: string) => `https://${host}/*`;

/** Match patterns for the manifest. */
export const SITE_MATCHES: readonly string[] = DEFAULT_SITES.map(siteMatch);

/**
 * Sites the administrator added beyond the built-in list: the extension may run there only with
 * the browser's permission for that origin, and then through a content script it registers.
 */
export function addedSites(sites: readonly string[]): string[] {
  return sites.filter((site) => !DEFAULT_SITES.includes(site));
}

/** The added sites whose origin the browser has granted, and those it has not (asked from the worker or an extension page). */
export async function addedSiteAccess(sites: readonly string[]): Promise<{ granted: string[]; missing: string[] }> {
  const access = { granted: [] as string[], missing: [] as string[] };
  for (const site of addedSites(sites)) {
    (await chrome.permissions.contains({ origins: [siteMatch(site)] }) ? access.granted : access.missing).push(site);
  }
  return access;
}

/** Whether `hostname` is one of `sites` (a listed name or a subdomain of one). */
export function isGuardedHost(hostname: string, sites: readonly string[]): boolean {
  return sites.some((site) => hostname === site || hostname.endsWith(`.${site}`));
}
