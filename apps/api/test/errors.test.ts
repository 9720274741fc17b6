import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { readSignInLimit, readTestRoutes } from '../src/config.ts';
import { testApp } from './helpers.ts';

// The test app serves every brand at http://<brand>.localhost (port 80).
const host = 'kiir.localhost';

// One app with the test routes for the describes that use them.
let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await testApp({ testRoutes: true }));
}, 60_000);
afterAll(async () => {
  await close();
});

describe('a handler that throws', () => {
  it.each(['GET', 'POST'] as const)(
    'answers %s with the 500 of spec §8: name, message, code and the request id, nothing of the error',
    async (method) => {
      const response = await app.inject({
        method,
        url: '/api/test/fail',
        headers: { host, 'x-request-id': 'e2e-failure-1' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        name: 'InternalError',
        message: 'Something went wrong on our side',
        code: 'INTERNAL_ERROR',
        requestId: 'e2e-failure-1',
      });
      expect(response.body).not.toContain('A failure the tests asked for');
    },
  );
});

describe('the next build, for the installed app’s update journey', () => {
  const script = (at: string) => app.inject({ url: '/sw.js', headers: { host: at } });
  const post = (query = '') =>
    app.inject({
      method: 'POST',
      url: `/api/test/next-build${query}`,
      headers: { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
    });

  it('changes the asking site’s worker script until switched off, and no other site’s', async () => {
    const before = (await script(host)).body;
    expect(before).not.toContain('the next build');
    expect((await post()).statusCode).toBe(204);
    const next = await script(host);
    expect(next.statusCode).toBe(200);
    expect(next.headers['cache-control']).toBe('no-cache');
    expect(next.headers['content-type']).toMatch(/^text\/javascript/);
    expect(next.body).toBe(`${before}\n// the next build\n`);
    expect((await script('aurora.localhost')).body).not.toContain('the next build');
    expect((await post('?on=false')).statusCode).toBe(204);
    expect((await script(host)).body).toBe(before);
  });
});

describe('the routes only tests use', () => {
  it('are not there unless the app is built with them', async () => {
    const without = await testApp();
    try {
      const response = await without.app.inject({ url: '/api/test/fail', headers: { host } });
      expect(response.statusCode).toBe(404);
    } finally {
      await without.close();
    }
  }, 60_000);

  it('are switched on by TEST_ROUTES=on and nothing else', () => {
    expect(readTestRoutes('on')).toBe(true);
    for (const value of [undefined, '', '1', 'true', 'ON', 'off']) expect(readTestRoutes(value)).toBe(false);
  });
});

describe('SIGN_IN_LIMIT', () => {
  it('sets sign-ins per address a minute; unset leaves the default to the app', () => {
    expect(readSignInLimit('500')).toEqual({ max: 500, timeWindow: 60_000 });
    expect(readSignInLimit(undefined)).toBeUndefined();
    expect(readSignInLimit(' ')).toBeUndefined();
    for (const value of ['0', '-1', '2.5', 'many'])
      expect(() => readSignInLimit(value)).toThrow(/SIGN_IN_LIMIT/);
  });
});
