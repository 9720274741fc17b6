import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { innerFetch } from '../src/document/innerFetch.ts';

/** An app behind a trusted proxy: a page whose render asks an API route, as portal pages do. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ trustProxy: '10.0.0.0/8' });
  await app.register(cookie);
  app.get('/api/echo', (request, reply) => {
    void reply.setCookie('extended', 'yes', { path: '/' });
    return {
      protocol: request.protocol,
      ip: request.ip,
      host: request.headers.host,
      session: request.cookies.session ?? null,
      clientId: request.headers['x-client-id'] ?? null,
      query: request.query,
    };
  });
  app.get('/api/nothing', (_request, reply) => reply.code(204).send());
  app.get('/page', async (request, reply) => {
    const fetch = innerFetch(app, request, reply);
    const echo = await fetch('/api/echo?a=1', { headers: { 'x-client-id': '100001' } });
    const nothing = await fetch(new URL('http://elsewhere.invalid/api/nothing'));
    return { echo: await echo.json(), status: echo.status, nothing: nothing.status };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('a drawn page’s API calls', () => {
  it('are asked as the page’s own request: its cookies, host, protocol and address', async () => {
    const response = await app.inject({
      url: '/page',
      remoteAddress: '10.1.2.3',
      headers: { host: 'kiir.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      cookies: { session: 'token' },
    });
    expect(response.json()).toEqual({
      echo: {
        protocol: 'https',
        ip: '203.0.113.9',
        host: 'kiir.example',
        session: 'token',
        clientId: '100001',
        query: { a: '1' },
      },
      status: 200,
      // Only the path is asked, never another host.
      nothing: 204,
    });
    // What the call set goes out with the page.
    expect(response.cookies).toEqual([expect.objectContaining({ name: 'extended', value: 'yes' })]);
  });

  it('are not trusted more than the page’s request was', async () => {
    const response = await app.inject({
      url: '/page',
      remoteAddress: '198.51.100.7',
      headers: { host: 'kiir.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    const { echo } = response.json<{ echo: { protocol: string; ip: string } }>();
    expect(echo).toMatchObject({ protocol: 'http', ip: '198.51.100.7' });
  });
});
