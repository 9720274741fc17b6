import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { readSignInLimit, readTestRoutes } from '../src/config.ts';
import { testApp } from './helpers.ts';

// The test app serves every brand at http://<brand>.localhost (port 80).
const host = 'kiir.localhost';

describe('a handler that throws', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await testApp({ testRoutes: true }));
  }, 60_000);
  afterAll(async () => {
    await close();
  });

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

describe('the routes only tests use', () => {
  it('are not there unless the app is built with them', async () => {
    const { app, close } = await testApp();
    try {
      const response = await app.inject({ url: '/api/test/fail', headers: { host } });
      expect(response.statusCode).toBe(404);
    } finally {
      await close();
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
