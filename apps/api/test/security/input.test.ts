import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { csrf, form, formType, people, signIn, testApp, type Cookies } from '../helpers.ts';

// Finding 4: malformed input answered 500.
let app: FastifyInstance;
let close: () => Promise<void>;
let jar: Cookies;
const kiir = 'kiir.localhost';
beforeAll(async () => {
  ({ app, close } = await testApp());
  const [person] = await people(app, kiir);
  ({ jar } = await signIn(app, kiir, person!.ssn));
}, 60_000);
afterAll(async () => {
  await close();
});

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('the Origin of a state-changing request', () => {
  it.each([
    'foo',
    'http://',
    'http://[',
    'null',
    'http://kiir.localhost, http://evil.example',
    'http://kiir.localhost/',
    'HTTP://KIIR.LOCALHOST:80x',
  ])('%j is refused as cross-site, on every kind of route', async (origin) => {
    const requests = [
      { method: 'POST' as const, url: '/api/logs', payload: { message: 'x', level: 'info' } },
      { method: 'PUT' as const, url: '/api/me', payload: { localeId: 'et-EE' } },
      { method: 'POST' as const, url: '/api/me/representatives', payload: { representativeCode: '1' } },
      { method: 'POST' as const, url: '/api/preferences/color-scheme', payload: { scheme: 'dark' } },
    ];
    for (const request of requests) {
      const response = await app.inject({ ...request, headers: { host: kiir, origin }, cookies: jar });
      expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([403, 'CROSS_SITE']);
    }
  });

  it('is same-origin when it is exactly the site’s origin', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { host: kiir, origin: 'http://kiir.localhost' },
      cookies: jar,
      payload: { localeId: 'et-EE' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('control characters and deep nesting', () => {
  it.each([
    ['a NUL in a log message', '/api/logs', { message: 'a\u0000b', level: 'error' }],
    ['a NUL in a log payload key', '/api/logs', { message: 'x', level: 'error', payload: { 'a\u0000': 1 } }],
    [
      'a NUL in a log payload value',
      '/api/logs',
      { message: 'x', level: 'error', payload: { stack: '\u0000' } },
    ],
  ])('%s gets 422', async (_what, url, payload) => {
    const response = await app.inject({ method: 'POST', url, headers: { host: kiir }, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ name: 'ValidationError', code: 'INVALID_CHARACTER' });
  });

  it('a NUL in a form field of the auth log gets 422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      headers: { host: kiir, ...formType },
      ...form({ level: 'error', code: 'X', message: 'a\u0000b' }),
    });
    expect(response.statusCode).toBe(422);
  });

  it('a NUL in a query gets 422', async () => {
    const response = await app.inject({
      url: '/api/charts/readings?usagePoint=%00',
      headers: { host: kiir },
      cookies: jar,
    });
    expect(response.statusCode).toBe(422);
  });

  it('a NUL in a sign-in form gets 422', async () => {
    const { token, jar: fresh } = await csrf(app, kiir);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/email',
      headers: { host: kiir, ...formType },
      cookies: fresh,
      ...form({ csrfToken: token, email: 'a\u0000@example.com', json: 'true' }),
    });
    expect(response.statusCode).toBe(422);
  });

  it.each([40, 1000, 20_000])('a payload nested %i levels deep gets 4xx', async (depth) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { host: kiir, 'content-type': 'application/json' },
      payload: `{"message":"x","level":"error","payload":${nested(depth)}}`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('a payload of ordinary depth is stored', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { host: kiir, 'content-type': 'application/json' },
      payload: `{"message":"x","level":"error","payload":${nested(8)}}`,
    });
    expect(response.statusCode).toBe(204);
  });
});
