import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { AuthPageRequest, AuthPageRenderer } from '../src/document/drawnPages.ts';
import { people, signIn, testApp } from './helpers.ts';

/** Stands in for the portal's render: echoes what it was given, so the test sees what the server knows. */
const requests: AuthPageRequest[] = [];
let failNext = false;
const renderer: AuthPageRenderer = (request) => {
  requests.push(request);
  if (failNext) {
    failNext = false;
    return Promise.reject(new Error('render failed'));
  }
  if (request.signedIn) return Promise.resolve({ redirect: '/charts' });
  return Promise.resolve({
    html: '<link rel="preload" as="image" href="/art.svg"/><main><h1>Sign in, $& friends</h1></main>',
    page: { served: request.served, note: '</script><script>alert(1)</script>' },
    stylesheets: ['/assets/page.css'],
  });
};

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await testApp({ renderers: { auth: renderer } }));
}, 60_000);
afterAll(async () => {
  await close();
});

const html = { host: 'kiir.localhost', accept: 'text/html' };

describe('the /auth pages drawn on the server', () => {
  it('puts the drawn page in the document, its data and stylesheets in the head', async () => {
    const response = await app.inject({ url: '/auth/signin?callbackUrl=%2Fcharts', headers: html });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    // Taken literally: `$&` in a page is text, not a replacement pattern.
    expect(body).toContain('<div id="root"><main><h1>Sign in, $& friends</h1></main></div>');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css">');
    expect(head).toContain('<link rel="preload" as="image" href="/art.svg"/>');
    expect(head).toMatch(/<script type="application\/json" id="served-page" nonce="[^"]+">/);
    // JSON in a script element cannot close it.
    expect(head).not.toContain('</script><script>alert(1)');
    expect(head).toContain('id="site-config"');

    const request = requests.at(-1)!;
    expect(request.url).toBe('/auth/signin?callbackUrl=%2Fcharts');
    expect(request.site.theme_id).toBe('kiir');
    expect(request.signedIn).toBe(false);
    expect(Object.keys(request.methods).sort()).toEqual(
      ['email', 'telia'].filter((id) => request.site.features.includes(`sign-in-${id}`)),
    );
    expect(request.served).toEqual({ locale: 'et-EE', scheme: 'light', source: 'system', mobile: false });
  });

  it('tells the render the language, scheme and layout the browser asked for', async () => {
    await app.inject({
      url: '/auth/confirm-request',
      headers: { ...html, 'sec-ch-ua-mobile': '?1' },
      cookies: { locale: 'ru-RU', 'color-scheme': 'dark', 'color-scheme-override': 'true' },
    });
    expect(requests.at(-1)!.served).toEqual({
      locale: 'ru-RU',
      scheme: 'dark',
      source: 'user',
      mobile: true,
    });
    await app.inject({
      url: '/auth/error?error=Verification',
      headers: {
        ...html,
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
      },
    });
    expect(requests.at(-1)!.served.mobile).toBe(true);
    await app.inject({ url: '/auth/error', headers: html, cookies: { standalone: 'true' } });
    expect(requests.at(-1)!.served.mobile).toBe(true);
    // The window's width, once asked for, decides over the user agent: the md breakpoint's 768 px.
    const document = await app.inject({
      url: '/auth/error',
      headers: { ...html, 'sec-ch-ua-mobile': '?0', 'sec-ch-viewport-width': '767' },
    });
    expect(requests.at(-1)!.served.mobile).toBe(true);
    expect(document.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
    expect(String(document.headers.vary)).toContain('Sec-CH-Viewport-Width');
    await app.inject({
      url: '/auth/error',
      headers: { ...html, 'sec-ch-ua-mobile': '?1', 'sec-ch-viewport-width': '768' },
    });
    expect(requests.at(-1)!.served.mobile).toBe(false);
    await app.inject({
      url: '/auth/error',
      headers: { ...html, 'sec-ch-ua-mobile': '?1', 'sec-ch-viewport-width': 'wide' },
    });
    expect(requests.at(-1)!.served.mobile).toBe(true);
    expect(requests.at(-1)!.served.returnUrl).toBeUndefined();
    // Safe-link-out is drawn from the return address (the portal checks it against the site's website).
    await app.inject({
      url: '/auth/safe-link-out',
      headers: html,
      cookies: { 'return-url': 'https://www.kiirelekter.example/account' },
    });
    expect(requests.at(-1)!.served.returnUrl).toBe('https://www.kiirelekter.example/account');
  });

  it('sends a signed-in visitor of the sign-in page straight on', async () => {
    const [person] = await people(app, 'kiir.localhost');
    const { jar } = await signIn(app, 'kiir.localhost', person!.ssn);
    const response = await app.inject({
      url: '/auth/signin?callbackUrl=%2Fcharts',
      headers: html,
      cookies: jar,
    });
    expect(requests.at(-1)!.signedIn).toBe(true);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/charts');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the page to the browser when the render fails', async () => {
    failNext = true;
    const response = await app.inject({ url: '/auth/signin', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="served-page"');
    expect(response.body).toContain('/assets/auth.js');
  });
});
