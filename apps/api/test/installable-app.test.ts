import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { themes } from '@vool/tokens/themes';
import { testApp } from './helpers.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await testApp());
}, 180_000);
afterAll(async () => {
  await close();
});

const page = (host: string, cookies: Record<string, string> = {}) =>
  app.inject({ url: '/', headers: { host, accept: 'text/html' }, cookies });
const manifest = (host: string) => app.inject({ url: '/manifest.webmanifest', headers: { host } });

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; purpose: string }>;
}

describe('the installable app', () => {
  it('has a manifest of the brand where the site is installable', async () => {
    const response = await manifest('aurora.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.json<Manifest>()).toEqual({
      id: '/',
      name: 'Aurora Energia Oy – asiakasportaali',
      short_name: 'Aurora',
      lang: 'fi-FI',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: themes.aurora.light.topbar.background,
      background_color: themes.aurora.light.color.background.canvas.default,
      categories: ['utilities', 'finance'],
      icons: [
        { src: '/tokens/assets/aurora/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/tokens/assets/aurora/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/tokens/assets/aurora/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    });
    for (const icon of response.json<Manifest>().icons) {
      expect((await app.inject({ url: icon.src, headers: { host: 'aurora.localhost' } })).statusCode).toBe(
        200,
      );
    }
    expect((await page('aurora.localhost')).body).toContain(
      '<link rel="manifest" href="/manifest.webmanifest">',
    );
  });

  it('has neither a manifest nor a link to one where the site is not installable (laane)', async () => {
    const response = await manifest('laane.localhost');
    expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([404, 'FEATURE_DISABLED']);
    const body = (await page('laane.localhost')).body;
    expect(body).toContain('data-brand="laane"');
    expect(body).not.toContain('rel="manifest"');
  });

  it('colours the browser’s bar as the brand’s top bar, light and dark, or the scheme the user chose', async () => {
    const { light, dark } = themes.kiir;
    const system = (await page('kiir.localhost')).body;
    expect(system).toContain(
      `<meta name="theme-color" content="${light.topbar.background}" media="(prefers-color-scheme: light)">`,
    );
    expect(system).toContain(
      `<meta name="theme-color" content="${dark.topbar.background}" media="(prefers-color-scheme: dark)">`,
    );
    const chosen = (await page('kiir.localhost', { 'color-scheme': 'dark', 'color-scheme-override': 'true' }))
      .body;
    expect(chosen).toContain(`<meta name="theme-color" content="${dark.topbar.background}">`);
    expect(chosen).not.toContain('media="(prefers-color-scheme');
  });
  it('serves the service worker under a policy that lets it fetch its own site, and never stale', async () => {
    const response = await app.inject({ url: '/sw.js', headers: { host: 'aurora.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'",
    );
    expect(response.headers['cache-control']).toBe('no-cache');
    // Any other file still runs nothing.
    const other = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'aurora.localhost' } });
    expect(other.headers['content-security-policy']).toContain('sandbox');
  });
  it("serves the map of each page's files revalidated, as it names one build's files", async () => {
    const response = await app.inject({ url: '/route-files.json', headers: { host: 'aurora.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Object.keys(response.json<Record<string, unknown>>())).toContain(
      'src/features/charts/ChartsPage.tsx',
    );
  });

  it('has an offline page of the brand, in the visitor’s language, that runs nothing', async () => {
    const offline = (host: string, cookies: Record<string, string> = {}) =>
      app.inject({ url: '/offline', headers: { host }, cookies });
    const finnish = await offline('aurora.localhost');
    expect(finnish.statusCode).toBe(200);
    expect(finnish.headers['content-type']).toContain('text/html');
    expect(finnish.body).toContain('<html lang="fi-FI">');
    expect(finnish.body).toContain('<h1>Ei verkkoyhteyttä</h1>');
    expect(finnish.body).toContain('<a href="/">Yritä uudelleen</a>');
    expect(finnish.body).toContain(`--bar:${themes.aurora.light.topbar.background}`);
    expect(finnish.body).toContain(`--bar:${themes.aurora.dark.topbar.background}`);
    expect(finnish.body).not.toContain('<script');
    // Its one style element carries the nonce of its own policy.
    const nonce = /<style nonce="([^"]+)">/.exec(finnish.body)?.[1];
    const policy = finnish.headers['content-security-policy']!;
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce!}'`);
    expect(policy).not.toMatch(/(script|style)-src [^;]*unsafe-inline/);

    const swedish = await offline('aurora.localhost', { locale: 'sv-FI' });
    expect(swedish.body).toContain('<h1>Du är offline</h1>');
    const elsewhere = await offline('laane.localhost');
    expect([elsewhere.statusCode, elsewhere.json<{ code: string }>().code]).toEqual([
      404,
      'FEATURE_DISABLED',
    ]);
  });
});
