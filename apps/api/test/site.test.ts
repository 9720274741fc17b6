import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { brands } from '@vool/tokens/brands';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/connect.ts';
import { testApp } from './helpers.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, db, close } = await testApp());
}, 60_000);
afterAll(async () => {
  await close();
});

const page = (host: string, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/', headers: { host }, cookies });

describe('site by host', () => {
  it.each([
    ['kiir.localhost', 'kiir'],
    ['NORDLYS.localhost', 'nordlys'],
    ['localhost', 'aurora'],
  ])('%s → %s', async (host, id) => {
    const response = await app.inject({ url: '/api/site', headers: { host } });
    expect(response.json<{ theme_id: string }>().theme_id).toBe(id);
  });

  it('serves the site config of the brand as JSON', async () => {
    const response = await app.inject({ url: '/api/site', headers: { host: 'daugava.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      theme_id: 'daugava',
      company_name: 'Daugavas Enerģija SIA',
      timezone: 'Europe/Riga',
      default_locale_id: 'lv-LV',
      locales: [{ id: 'lv-LV' }, { id: 'ru-RU' }, { id: 'en-GB' }],
      logo: '/tokens/assets/daugava/logo.svg',
      dark_mode_logo: '/tokens/assets/daugava/logo-dark.svg',
      // What the portal shows of its brand, so the browser needs no table of every brand.
      brand: {
        name: brands.daugava.name,
        website: brands.daugava.website,
        customerService: brands.daugava.customerService,
        signInArt: `/tokens/assets/daugava/${brands.daugava.assets.signInArt}`,
      },
    });
  });
});

describe('the portal page', () => {
  it('is painted in its brand from the first byte and loads only that brand', async () => {
    const response = await page('kiir.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const body = response.body;
    expect(body).toMatch(
      /<html lang="et-EE" data-brand="kiir" data-scheme="light" data-scheme-source="system">/,
    );
    expect(body).toContain('href="/tokens/css/kiir.css" id="vool-brand-css" data-brand="kiir"');
    expect(body.match(/\/tokens\/css\/\w+\.css/g)).toEqual(['/tokens/css/base.css', '/tokens/css/kiir.css']);
    expect(body).toContain('/tokens/assets/kiir/favicon.svg');
    expect(body).toContain('<title>Kiir Elekter AS – iseteenindus</title>');
    expect(body.match(/<title>/g)).toHaveLength(1);
    // Its brand's website with the site config, and no other brand's.
    expect(body).toContain(brands.kiir.website);
    expect(body).not.toContain(brands.aurora.website);
  });

  it("puts this response's nonce on every script, matching the policy", async () => {
    const response = await page('kiir.localhost');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    const scripts = response.body.match(/<script[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('speaks the locale cookie when the site offers it and its default otherwise', async () => {
    expect((await page('kiir.localhost', { locale: 'ru-RU' })).body).toContain('<html lang="ru-RU"');
    expect((await page('kiir.localhost', { locale: 'fi-FI' })).body).toContain('<html lang="et-EE"');
  });

  it('follows the system scheme until the user overrides it', async () => {
    const chosen = await page('aurora.localhost', {
      'color-scheme': 'dark',
      'color-scheme-override': 'true',
    });
    expect(chosen.body).toContain('data-scheme="dark" data-scheme-source="user"');
    const notOverridden = await page('aurora.localhost', {
      'color-scheme': 'dark',
      'color-scheme-override': 'false',
    });
    expect(notOverridden.body).toContain('data-scheme="light" data-scheme-source="system"');
  });

  it('inlines the site config so the portal needs no extra request', async () => {
    const body = (await page('silta.localhost')).body;
    const json = /<script type="application\/json" id="site-config" nonce="[^"]+">(.*?)<\/script>/.exec(
      body,
    )?.[1];
    expect(JSON.parse(json!)).toMatchObject({ theme_id: 'silta', company_name: 'Silta Siltums SIA' });
  });

  it('answers every portal route with the page, and files and API paths with 404', async () => {
    const html = { accept: 'text/html' };
    const route = await app.inject({ url: '/dashboard?x=1', headers: { host: 'raba.localhost', ...html } });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('data-brand="raba"');
    expect((await app.inject({ url: '/assets/index.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/missing.js', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/nowhere', headers: html })).statusCode).toBe(404);
  });

  it('answers the /auth pages with their own document, branded the same way', async () => {
    const html = { host: 'kiir.localhost', accept: 'text/html' };
    const signIn = await app.inject({ url: '/auth/signin?callbackUrl=%2Fcharts', headers: html });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('/assets/auth.js');
    expect(signIn.body).toContain('data-brand="kiir"');
    expect(signIn.body).toContain('id="site-config"');
    const dashboard = await app.inject({ url: '/dashboard', headers: html });
    expect(dashboard.body).toContain('/assets/index.js');
    expect(dashboard.body).not.toContain('/assets/auth.js');
    // Only /auth and below: a page whose name merely starts with it is the portal's.
    const other = await app.inject({ url: '/authority', headers: html });
    expect(other.body).toContain('/assets/index.js');
  });

  it('hands out the compressed copy of a portal file when the browser accepts it', async () => {
    const zipped = await app.inject({ url: '/assets/index.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('portalLoaded');
  });

  it('offers an installable-app manifest with regular and maskable icons', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'raba.localhost' } });
    const manifest = response.json<{ short_name: string; icons: Array<{ src: string; purpose: string }> }>();
    expect(manifest.short_name).toBe('Raba');
    expect(manifest.icons.map((i) => i.purpose)).toEqual(['any', 'any', 'maskable']);
    for (const icon of manifest.icons) {
      expect((await app.inject({ url: icon.src })).statusCode).toBe(200);
    }
  });

  it('serves brand CSS, fonts and logos', async () => {
    const css = await app.inject({ url: '/tokens/css/linna.css' });
    expect(css.statusCode).toBe(200);
    const font = /url\(\.\.\/fonts\/([^)]+)\)/.exec(css.body)![1]!;
    expect((await app.inject({ url: `/tokens/fonts/${font}` })).statusCode).toBe(200);
    expect((await app.inject({ url: '/tokens/assets/linna/logo.svg' })).headers['content-type']).toContain(
      'image/svg+xml',
    );
  });

  it('answers unknown paths with the error shape', async () => {
    const response = await app.inject({ url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      name: 'NotFound',
      message: 'No such page: /nowhere',
      code: 'NOT_FOUND',
    });
  });

  it('says how to build the portal when it is not built', async () => {
    // The same database: a second one would be seeded again, for nothing.
    const bare = await buildApp({ database: db, portalDir: '/nonexistent' });
    try {
      const response = await bare.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('choosing a colour scheme', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/preferences/color-scheme',
      headers: { host: 'kiir.localhost', ...headers },
      payload: payload as string,
    });

  it('stores the choice in long-lived, script-proof cookies', async () => {
    const response = await post({ scheme: 'dark' }, { origin: 'http://kiir.localhost' });
    expect(response.statusCode).toBe(204);
    const cookies = response.cookies.map((c) => ({ ...c }));
    expect(cookies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'color-scheme-override',
          value: 'true',
          maxAge: 315360000,
          httpOnly: true,
          sameSite: 'Lax',
          path: '/',
        }),
        expect.objectContaining({ name: 'color-scheme', value: 'dark', maxAge: 315360000, httpOnly: true }),
      ]),
    );
  });

  it('goes back to following the system', async () => {
    const response = await post({ scheme: 'system' });
    expect(response.cookies).toEqual([
      expect.objectContaining({ name: 'color-scheme-override', value: 'false' }),
    ]);
  });

  it('answers a form post with a redirect to the same page, never to another site', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const back = await post('scheme=dark', { ...form, referer: 'http://kiir.localhost/?a=1' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/?a=1');
    const away = await post('scheme=dark', { ...form, referer: 'https://evil.example/phish' });
    expect(away.headers.location).toBe('/');
  });

  it('refuses an unknown scheme with a 422 the portal can translate', async () => {
    const response = await post({ scheme: 'sepia' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      code: 'VALIDATION_FAILED',
      fields: { '/scheme': expect.any(String) },
    });
    expect(response.cookies).toEqual([]);
  });

  it('refuses cross-site posts', async () => {
    const response = await post({ scheme: 'dark' }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE' });
    const fetchSite = await post({ scheme: 'dark' }, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
  });
});
