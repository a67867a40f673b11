import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../generated/openapi.js';
import { PreflightError } from '../errors.js';
import type { Credentials } from './credentials.js';
import { createTransport, type TransportOptions } from './transport.js';

export type Schemas = components['schemas'];
export type Destination = Schemas['TextCheck']['destination'];

export interface PreflightClientOptions extends Credentials, Omit<TransportOptions, 'credentials'> {
  /** e.g. https://preflight.example.com (no trailing path). */
  readonly baseUrl: string;
}

/**
 * Awaits an openapi-fetch call and returns its success body. The transport already threw a
 * typed error for every non-2xx answer, so an error result here is a broken contract.
 */
export async function unwrap<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await pending;
  if (error !== undefined) {
    throw new PreflightError('INVALID_RESPONSE', `HTTP ${response.status} answered without an error body`);
  }
  return data as T;
}

export interface PreflightClient {
  /**
   * Every route of the API, typed from the server's OpenAPI document:
   * `await unwrap(client.api.GET('/api/orgs/{org_id}', { params: { path: { org_id } } }))`.
   */
  readonly api: Client<paths>;
  checkText(body: Schemas['TextCheck']): Promise<Schemas['PreflightResult']>;
  checkFile(file: Blob, fields: Omit<Schemas['FileCheck'], 'file'> & { filename: string }): Promise<Schemas['PreflightResult']>;
  getAudit(query?: NonNullable<paths['/api/audit']['get']['parameters']['query']>): Promise<Schemas['AuditList']>;
}

/** A client for one base URL and the credentials the caller holds (any subset of the three). */
export function createPreflightClient(options: PreflightClientOptions): PreflightClient {
  const { baseUrl, apiKey, policyKey, licenseKey, ...transport } = options;
  const api = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    fetch: createTransport({ ...transport, credentials: { apiKey, policyKey, licenseKey } }),
  });
  return {
    api,
    checkText: (body) => unwrap(api.POST('/api/preflight/text', { body })),
    checkFile: (file, { filename, ...fields }) => {
      const form = new FormData();
      form.set('file', file, filename);
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
      return unwrap(
        api.POST('/api/preflight', {
          body: form as never,
          // The browser or undici sets the multipart boundary itself.
          bodySerializer: (body: unknown) => body as FormData,
        }),
      );
    },
    getAudit: (query) => unwrap(api.GET('/api/audit', { params: { query } })),
  };
}
