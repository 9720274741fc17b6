import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { PortalPageRenderer, PortalPageRequest } from '../src/document/drawnPages.ts';
import { people, signIn, testApp } from './helpers.ts';

/**
 * Stands in for the portal's render: asks the API what the dashboard's loaders ask (the session and
 * the profile) through the fetch it is given, and draws what it got, so the test sees what a render
 * gets from the server.
 */
const requests: PortalPageRequest[] = [];
let failNext = false;
const renderer: PortalPageRenderer = async (request) => {
  requests.push(request);
  if (failNext) {
    failNext = false;
    throw new Error('render failed');
  }
  if (!request.url.startsWith('/dashboard'))
    return { preload: ['/assets/portalStart.js', '/assets/Charts.js'] };
  const session = (await (await request.fetch('/api/auth/session')).json()) as { user?: { name: string } };
  if (!session.user) return { redirect: '/auth/signin' };
  const me = await request.fetch('/api/me', { headers: { 'x-client-id': request.clientId ?? '' } });
  const profile = (await me.json()) as { name: string; clientCode: string };
  return {
    html: `<main><h1>${profile.name}</h1><p>${profile.clientCode}</p></main>`,
    page: { served: request.served, status: me.status },
    stylesheets: ['/assets/dashboard.css'],
  };
};

let app: FastifyInstance;
let close: () => Promise<void>;
/** The app's clock: the render is given its instant, not the machine's. */
const drawnAt = Date.parse('2026-11-18T10:00:00Z');
beforeAll(async () => {
  ({ app, close } = await testApp({ renderers: { portal: renderer }, now: () => new Date(drawnAt) }));
}, 60_000);
afterAll(async () => {
  await close();
});

const host = 'kiir.localhost';
const html = { host, accept: 'text/html' };

async function signedIn() {
  const [person] = await people(app, host);
  const { jar } = await signIn(app, host, person!.ssn);
  return { person: person!, jar };
}

describe('the portal’s pages drawn on the server', () => {
  it('draws the dashboard with the signed-in user’s own answers, asked in-process with their cookies', async () => {
    const { person, jar } = await signedIn();
    const response = await app.inject({ url: '/dashboard', headers: html, cookies: jar });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root"><main><h1>${person.name}</h1>`);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/dashboard.css">');
    expect(head).toMatch(/<script type="application\/json" id="served-page" nonce="[^"]+">\{"served"/);
    expect(head).toContain('"status":200');
    const request = requests.at(-1)!;
    expect(request.site.theme_id).toBe('kiir');
    expect(request.clientId).toBe(jar['user-id']);
    expect(request.served).toEqual({ locale: 'et-EE', scheme: 'light', source: 'system', mobile: false });
    expect(request.now).toBe(drawnAt);
  });

  it('sends a visitor without a session to sign in, from the server', async () => {
    const response = await app.inject({ url: '/dashboard', headers: html });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/signin');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('does not carry a session to another brand’s site', async () => {
    const { jar } = await signedIn();
    const response = await app.inject({
      url: '/dashboard',
      headers: { ...html, host: 'aurora.localhost' },
      cookies: jar,
    });
    expect(response.statusCode).toBe(302);
  });

  it('names the code of a page the browser draws, for the document to preload', async () => {
    const { jar } = await signedIn();
    const response = await app.inject({ url: '/charts?point=1', headers: html, cookies: jar });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Charts.js">');
    expect(response.body).not.toContain('id="served-page"');
  });

  it('lets the browser draw the page when the render fails, and in the installed app', async () => {
    const { jar } = await signedIn();
    failNext = true;
    const failed = await app.inject({ url: '/dashboard', headers: html, cookies: jar });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    const before = requests.length;
    const app_ = await app.inject({
      url: '/dashboard',
      headers: html,
      cookies: { ...jar, standalone: 'true' },
    });
    expect(app_.body).toContain('<div id="root"></div>');
    expect(requests.length).toBe(before);
  });
});
