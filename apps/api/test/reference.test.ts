import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { testApp } from './helpers.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await testApp());
}, 60_000);
afterAll(async () => {
  await close();
});

describe('reference data', () => {
  it('lists the countries of spec §3', async () => {
    expect((await app.inject({ url: '/api/countries' })).json()).toEqual([
      { countryCode: 'EE', name: 'ESTONIA', group: 'GROUP-B' },
      { countryCode: 'FI', name: 'FINLAND', group: 'GROUP-A' },
      { countryCode: 'LV', name: 'LATVIA', group: 'GROUP-B' },
    ]);
    expect((await app.inject({ url: '/api/countries/fi' })).json()).toEqual({
      countryCode: 'FI',
      name: 'FINLAND',
      group: 'GROUP-A',
    });
    expect((await app.inject({ url: '/api/countries/SE' })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/countries/F'" })).statusCode).toBe(422);
  });

  it('says what is answering', async () => {
    const info = (
      await app.inject({ url: '/api/info', headers: { host: 'daugava.localhost' } })
    ).json<object>();
    expect(info).toMatchObject({ name: 'Vool API', timezone: 'Europe/Riga' });
  });
});

describe('client logs', () => {
  it('stores a log line', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/logs',
      payload: { message: 'render failed', level: 'error', payload: { stack: 'x', source: 'client' } },
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses a bad one', async () => {
    for (const payload of [
      { message: 'x', level: 'fatal' },
      { message: '', level: 'info' },
      { message: 'x', level: 'info', extra: 1 },
    ]) {
      expect((await app.inject({ method: 'POST', url: '/api/logs', payload })).statusCode).toBe(422);
    }
    const huge = await app.inject({
      method: 'POST',
      url: '/api/logs',
      payload: { message: 'x'.repeat(100_000), level: 'info' },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('hardening', () => {
  it('sends a strict CSP with a per-response nonce on pages', async () => {
    const first = await app.inject({ url: '/', headers: { host: 'kiir.localhost' } });
    const second = await app.inject({ url: '/', headers: { host: 'kiir.localhost' } });
    const csp = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.body).toContain(`<script nonce="${nonce}">`);
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the request id the client sent, and makes one otherwise', async () => {
    const sent = await app.inject({ url: '/api/info', headers: { 'x-request-id': 'abc12345-test' } });
    expect(sent.headers['x-request-id']).toBe('abc12345-test');
    const bad = await app.inject({ url: '/api/info', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses cross-site state changes', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { origin: 'https://evil.example' },
      payload: { message: 'x', level: 'info' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits sign-in attempts', async () => {
    const limited = await testApp({ signInLimit: { max: 2, timeWindow: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/auth/signin/email',
              payload: { csrfToken: 'x' },
            })
          ).statusCode,
        );
      }
      expect(statuses.slice(2)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
