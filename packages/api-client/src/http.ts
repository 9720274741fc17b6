import { ApiError, NetworkError } from './errors.ts';
import { withQuery, type Query } from './query.ts';
import { filenameFromContentDisposition } from './content-disposition.ts';
import { userIdFromCookie } from './cookies.ts';

export interface ApiClientOptions {
  /** Prefix of every path; '' (same origin) by default. */
  baseUrl?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** The acting client's id for `x-client-id`; defaults to the `user-id` cookie. */
  getClientId?: () => string | null | undefined;
  /** Defaults to crypto.randomUUID. */
  createRequestId?: () => string;
}

export interface RequestOptions {
  query?: Query;
  /** Sent as JSON unless it is URLSearchParams or FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Download {
  blob: Blob;
  filename: string;
}

export interface Http {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  download(path: string, options?: Omit<RequestOptions, 'body'>): Promise<Download>;
}

export function createHttp(options: ApiClientOptions = {}): Http {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const getClientId = options.getClientId ?? (() => userIdFromCookie());
  const createRequestId = options.createRequestId ?? (() => crypto.randomUUID());

  async function send(method: Method, path: string, request: RequestOptions) {
    const requestId = createRequestId();
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
    const clientId = getClientId();
    if (clientId) headers['x-client-id'] = clientId;
    let body: BodyInit | undefined;
    if (request.body instanceof URLSearchParams || request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    Object.assign(headers, request.headers);
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${withQuery(path, request.query)}`, {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: request.signal,
      });
    } catch (error) {
      // An abort is the caller's decision, not a network failure: pass it on unchanged.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
      throw new NetworkError(`${method} ${path} failed: no answer from the server`, requestId, {
        cause: error,
      });
    }
    if (!response.ok) throw await toApiError(response, requestId);
    return response;
  }

  return {
    async request<T>(method: Method, path: string, request: RequestOptions = {}): Promise<T> {
      const response = await send(method, path, request);
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      if (text === '') return undefined as T;
      return (response.headers.get('content-type') ?? '').includes('json')
        ? (JSON.parse(text) as T)
        : (text as T);
    },
    async download(path, request = {}) {
      const response = await send('GET', path, {
        ...request,
        headers: { accept: '*/*', ...request.headers },
      });
      const filename =
        filenameFromContentDisposition(response.headers.get('content-disposition')) ??
        (decodeURIComponent(path.split('?')[0]!.split('/').pop() ?? '') || 'download');
      return { blob: await response.blob(), filename };
    },
  };
}

async function toApiError(response: Response, requestId: string): Promise<ApiError> {
  const answeredId = response.headers.get('x-request-id') ?? requestId;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isErrorBody(body)) {
    return new ApiError(response.status, body.name, body.message, body.code, answeredId, body.fields);
  }
  // Not our error shape (a proxy's HTML page, say): keep the status, name it by the status.
  const name = response.status >= 500 ? 'ServerError' : 'HttpError';
  return new ApiError(
    response.status,
    name,
    response.statusText || `HTTP ${response.status}`,
    undefined,
    answeredId,
  );
}

function isErrorBody(
  body: unknown,
): body is { name: string; message: string; code?: string; fields?: Record<string, string> } {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.name === 'string' &&
    typeof candidate.message === 'string' &&
    (candidate.code === undefined || typeof candidate.code === 'string')
  );
}
