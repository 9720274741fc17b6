import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { csrf, form, formType, people, signIn, testApp } from './helpers.ts';

const kiir = 'kiir.localhost';

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
    // Scripts and style elements by nonce only; style attributes (a drawn page's own) allowed.
    const directives = csp.split('; ');
    expect(directives.filter((d) => d.includes('unsafe-inline'))).toEqual(["style-src-attr 'unsafe-inline'"]);
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

  it('refuses cross-site state changes on every kind of route, and takes the same request from the site', async () => {
    const [person] = await people(app, kiir);
    const { jar } = await signIn(app, kiir, person!.ssn);
    const [, company] = (
      await app.inject({ url: '/api/me/representatives', headers: { host: kiir }, cookies: jar })
    ).json<Array<{ clientCode: string }>>();
    const changes = [
      { method: 'POST' as const, url: '/api/logs', payload: { message: 'x', level: 'info' }, ok: 204 },
      { method: 'PUT' as const, url: '/api/me', payload: { localeId: 'en-GB' }, ok: 200 },
      {
        method: 'POST' as const,
        url: '/api/me/representatives',
        payload: { representativeCode: company?.clientCode ?? person!.ssn },
        ok: company ? 200 : 403,
      },
    ];
    for (const change of changes) {
      for (const headers of [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]) {
        const refused = await app.inject({ ...change, headers: { host: kiir, ...headers }, cookies: jar });
        expect([change.url, refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
          change.url,
          403,
          'CROSS_SITE',
        ]);
      }
      const accepted = await app.inject({
        ...change,
        headers: { host: kiir, origin: 'http://kiir.localhost', 'sec-fetch-site': 'same-origin' },
        cookies: jar,
      });
      expect([change.url, accepted.statusCode]).toEqual([change.url, change.ok]);
    }
  });

  it('limits sign-in attempts, every one past the limit, with the error and when to retry', async () => {
    const limited = await testApp({ signInLimit: { max: 2, timeWindow: 60_000 } });
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        const { token, jar } = await csrf(limited.app, kiir);
        answers.push(
          await limited.app.inject({
            method: 'POST',
            url: '/api/auth/signin/email',
            headers: { host: kiir, ...formType },
            cookies: jar,
            ...form({ csrfToken: token, email: 'someone@example.com', json: 'true' }),
          }),
        );
      }
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429, 429, 429]);
      for (const refused of answers.slice(2)) {
        expect(refused.json()).toMatchObject({ name: 'TooManyRequests', code: 'RATE_LIMITED' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another client is not held back by this one.
      const { token, jar } = await csrf(limited.app, kiir);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/signin/email',
        headers: { host: kiir, ...formType },
        remoteAddress: '198.51.100.99',
        cookies: jar,
        ...form({ csrfToken: token, email: 'someone@example.com', json: 'true' }),
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
