/** A field-level problem from a 422 answer: which field, what rule; never the value sent. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The service's error body, kept with its HTTP status; `code` is the service's stable code. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown,
  ) {
    super(message);
  }

  /** The validation issues of a 422, or none. */
  issues(): FieldIssue[] {
    if (!Array.isArray(this.details)) return [];
    return this.details.filter(
      (d): d is FieldIssue => typeof d === 'object' && d !== null && typeof d.path === 'string' && typeof d.message === 'string',
    );
  }
}

/**
 * The server could not be reached at all (offline, server stopped, connection reset): the
 * browser's own "Failed to fetch" says nothing a person can act on, and trying again may work.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor() {
    super('Could not reach the Preflight server. Check the connection, then try again.');
  }
}

/** fetch, with a failure to connect reported as a NetworkError. */
export async function reach(input: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch {
    throw new NetworkError();
  }
}

export type Query = Record<string, string | number | undefined>;

/** Calls the service on this origin with the signed-in management or administrator key. */
export class Api {
  constructor(private readonly key: string) {}

  get<T>(path: string, query: Query = {}): Promise<T> {
    return this.request<T>('GET', withQuery(path, query));
  }

  /** A file the server sends as an attachment, with the name it suggests. */
  async getFile(path: string, query: Query = {}): Promise<{ blob: Blob; name: string }> {
    const res = await this.send('GET', withQuery(path, query));
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
    return { blob: await res.blob(), name };
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('PATCH', path, body);
  }

  delete(path: string): Promise<void> {
    return this.request<void>('DELETE', path);
  }

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.send(method, path, body);
    if (res.status === 204) return undefined as T;
    return (await res.json().catch(() => null)) as T;
  }

  /** Sends the request; an error answer becomes an ApiRequestError with the service's code and details. */
  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.key}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await reach(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) {
      const json: unknown = await res.json().catch(() => null);
      const error = (json as { error?: { code?: string; message?: string; details?: unknown } } | null)?.error;
      throw new ApiRequestError(
        res.status,
        error?.code ?? `HTTP_${res.status}`,
        error?.message ?? `The server answered HTTP ${res.status}`,
        error?.details ?? null,
      );
    }
    return res;
  }
}

/** `path?name=value…`, leaving out undefined and empty values. */
function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** `/api/orgs/{org}/…` with each segment encoded. */
export function orgPath(orgId: string, ...segments: string[]): string {
  return ['/api/orgs', orgId, ...segments].map((s, i) => (i === 0 ? s : encodeURIComponent(s))).join('/');
}
