import { describe, expect, it } from '@jest/globals';
import { ApiError, NetworkError, createApiClient, isApiError, isNetworkError } from '../src/index.ts';
import { userIdFromCookie } from '../src/cookies.ts';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers with the given response (this module's only stand-in). */
function recordingFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const headersOf = (call: Call) => call.init.headers as Record<string, string>;

describe('requests', () => {
  it('send a fresh x-request-id and the x-client-id on every call', async () => {
    const { fetch, calls } = recordingFetch(() => json({ ok: true }));
    const api = createApiClient({ fetch, getClientId: () => '1001' });
    await api.request('GET', '/api/me');
    await api.request('GET', '/api/me');
    const [first, second] = calls.map(headersOf);
    expect(first!['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first!['x-request-id']).not.toBe(second!['x-request-id']);
    expect(first!['x-client-id']).toBe('1001');
  });

  it('leave x-client-id out when there is no client id', async () => {
    const { fetch, calls } = recordingFetch(() => json({}));
    await createApiClient({ fetch, getClientId: () => undefined }).request('GET', '/x');
    expect(headersOf(calls[0]!)).not.toHaveProperty('x-client-id');
  });

  it('send JSON bodies and bracket queries under the base URL', async () => {
    const { fetch, calls } = recordingFetch(() => new Response(null, { status: 204 }));
    const api = createApiClient({ fetch, baseUrl: 'https://portal.example/' });
    const result = await api.request('PUT', '/api/me', {
      body: { email: 'a@b.ee' },
      query: { s: ['a', 'b'] },
    });
    expect(result).toBeUndefined();
    expect(calls[0]!.url).toBe('https://portal.example/api/me?s[]=a&s[]=b');
    expect(calls[0]!.init.body).toBe('{"email":"a@b.ee"}');
    expect(headersOf(calls[0]!)['content-type']).toBe('application/json');
  });

  it('answer the parsed JSON', async () => {
    const { fetch } = recordingFetch(() => json([{ countryCode: 'FI' }]));
    await expect(createApiClient({ fetch }).countries.list()).resolves.toEqual([{ countryCode: 'FI' }]);
  });
});

describe('errors', () => {
  it('turn an error body into an ApiError with status, name, code and request id', async () => {
    const { fetch } = recordingFetch(() =>
      json({ name: 'ValidationError', message: 'bad', code: 'INVALID', fields: { '/email': 'x' } }, 422),
    );
    const api = createApiClient({ fetch, createRequestId: () => 'req-1' });
    const error = await api.me.update({ email: 'nope' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 422,
      name: 'ValidationError',
      message: 'bad',
      code: 'INVALID',
      requestId: 'req-1',
      fields: { '/email': 'x' },
    });
  });

  it('prefer the request id the server answered with', async () => {
    const { fetch } = recordingFetch(() =>
      json({ name: 'InternalError', message: 'oops' }, 500, { 'x-request-id': 'server-id' }),
    );
    const error = (await createApiClient({ fetch })
      .info()
      .catch((e: unknown) => e)) as ApiError;
    expect(error.requestId).toBe('server-id');
    expect(error.code).toBeUndefined();
  });

  it('name a non-JSON failure by its status', async () => {
    const { fetch } = recordingFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = (await createApiClient({ fetch })
      .info()
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, name: 'ServerError' });
  });

  it('tell a network failure apart from an answer', async () => {
    const { fetch } = recordingFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = await createApiClient({ fetch, createRequestId: () => 'r' })
      .info()
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    expect((error as NetworkError).requestId).toBe('r');
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('pass an abort on unchanged', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const { fetch } = recordingFetch(() => Promise.reject(abort));
    await expect(createApiClient({ fetch }).info()).rejects.toBe(abort);
  });
});

describe('downloads', () => {
  it('answer the blob and the name from Content-Disposition', async () => {
    const { fetch } = recordingFetch(
      () =>
        new Response('%PDF-1.7', {
          headers: { 'content-disposition': `attachment; filename*=UTF-8''Arve%20%E2%84%961.pdf` },
        }),
    );
    const file = await createApiClient({ fetch }).download('/api/invoices/1/download');
    expect(file.filename).toBe('Arve №1.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('fall back to the last path segment', async () => {
    const { fetch } = recordingFetch(() => new Response('a;b'));
    const file = await createApiClient({ fetch }).download('/api/invoices/7/download/csv?x=1');
    expect(file.filename).toBe('csv');
  });
});

describe('the session client', () => {
  it('signs in form-encoded with the CSRF token and callback URL', async () => {
    const { fetch, calls } = recordingFetch(() =>
      calls.length === 1 ? json({ csrfToken: 'tok' }) : json({ url: '/sandbox/telia' }),
    );
    const api = createApiClient({ fetch });
    await expect(api.auth.signIn('telia', { callbackUrl: '/dashboard' })).resolves.toEqual({
      url: '/sandbox/telia',
    });
    expect(calls.map((c) => `${c.init.method!} ${c.url}`)).toEqual([
      'GET /api/auth/csrf',
      'POST /api/auth/signin/telia',
    ]);
    const body = calls[1]!.init.body as URLSearchParams;
    expect(Object.fromEntries(body)).toEqual({ callbackUrl: '/dashboard', csrfToken: 'tok', json: 'true' });
  });

  it('signs out and logs through the auth base path', async () => {
    const { fetch, calls } = recordingFetch(() => json({ csrfToken: 't', url: '/' }));
    const api = createApiClient({ fetch });
    await api.auth.signOut();
    await api.auth.log({ level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'x' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/csrf', '/api/auth/signout', '/api/auth/_log']);
  });
});

describe('the user-id cookie', () => {
  it('is read among other cookies and decoded', () => {
    expect(userIdFromCookie('a=1; user-id=10%2001; b=2')).toBe('10 01');
    expect(userIdFromCookie('xuser-id=1; other=2')).toBeUndefined();
    expect(userIdFromCookie('user-id=%E0%A4%A')).toBe('%E0%A4%A');
    expect(userIdFromCookie('')).toBeUndefined();
  });
});
