import { describe, expect, it } from '@jest/globals';
import type { DocumentParts } from '@vool/portal/server';
import { localeIds, type SiteConfig } from '../src/areas/site/sites.ts';
import type { DocumentContext } from '../src/document/head.ts';
import { portalPage } from '../src/document/portal.ts';

/** A built document as the portal's build describes it (scripts/documentParts.ts). */
const built: DocumentParts = {
  head: [
    { name: 'meta', attributes: [['charset', 'utf-8']] },
    {
      name: 'script',
      attributes: [
        ['type', 'module'],
        ['crossorigin', ''],
        ['src', '/assets/main.js'],
      ],
      content: '',
    },
    {
      name: 'link',
      attributes: [
        ['rel', 'stylesheet'],
        ['crossorigin', ''],
        ['href', '/assets/early.css'],
      ],
    },
    { name: 'style', attributes: [], content: 'body{margin:0}' },
  ],
  body: [
    { name: 'div', attributes: [['id', 'root']], content: '', root: true },
    { name: 'noscript', attributes: [], content: 'This service needs JavaScript.' },
  ],
};

const site = {
  theme_id: 'kiir',
  company_name: 'Kiir </script><script>alert(1)</script>',
  default_locale_id: localeIds[0],
  meta_fields: [],
  features: [],
} as unknown as SiteConfig;

const context: DocumentContext = {
  site,
  locale: localeIds[0],
  scheme: { scheme: 'dark', source: 'user' },
  nonce: 'n0nce',
};

const openingTags = (page: string, name: string) => page.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

describe('a portal document assembled from its built parts', () => {
  it('puts the nonce on every script and style, the built ones and its own', () => {
    const page = portalPage(built, context, { html: '<main></main>', page: {}, stylesheets: [] });
    const tags = [...openingTags(page, 'script'), ...openingTags(page, 'style')];
    expect(tags).toHaveLength(5);
    for (const tag of tags) expect(tag).toContain('nonce="n0nce"');
    expect(page).toContain('<script nonce="n0nce" type="module" crossorigin src="/assets/main.js"></script>');
    expect(page).toContain('<style nonce="n0nce">body{margin:0}</style>');
  });

  it('writes JSON that no value can close its script with', () => {
    const note = '</script><script>alert(2)</script><!--';
    const page = portalPage(built, context, { html: '', page: { note }, stylesheets: [] });
    expect(page).not.toContain('</script><script>alert');
    expect(page).not.toContain('<!--');
    const json = (id: string): unknown =>
      JSON.parse(
        new RegExp(`<script type="application/json" id="${id}" nonce="n0nce">(.*?)</script>`).exec(page)![1]!,
      );
    expect(json('site-config')).toMatchObject({ company_name: site.company_name });
    expect(json('served-page')).toEqual({ note });
  });

  it('keeps the built order, brands <html>, drops the built title and draws the page into the root', () => {
    const drawn = '<link rel="preload" as="image" href="/art.svg"/><main>$& drawn</main>';
    const page = portalPage(built, context, { html: drawn, page: {}, stylesheets: ['/assets/page.css'] });
    expect(
      page.startsWith(
        '<!doctype html>\n<html lang="et-EE" data-brand="kiir" data-scheme="dark" data-scheme-source="user">',
      ),
    ).toBe(true);
    const head = page.slice(0, page.indexOf('</head>'));
    const order = [
      '<meta charset="utf-8">',
      '/assets/main.js',
      '/assets/early.css',
      '<meta property="csp-nonce" nonce="n0nce">',
      '<title>',
      `/tokens/css/kiir.css`,
      'id="site-config"',
      '<link rel="stylesheet" crossorigin href="/assets/page.css">',
      '<link rel="preload" as="image" href="/art.svg"/>',
      'id="served-page"',
    ].map((part) => head.indexOf(part));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(
      '<div id="root"><main>$& drawn</main></div>\n<noscript>This service needs JavaScript.</noscript>',
    );
  });

  it("fetches the fonts most text is drawn in with the stylesheets, in the subsets of the page's language", () => {
    const preloads = (locale: DocumentContext['locale']) =>
      [
        ...portalPage(built, { ...context, locale }, { preload: [] }).matchAll(
          /<link rel="preload" as="font"[^>]*>/g,
        ),
      ].map(([tag]) => {
        expect(tag).toContain('type="font/woff2"');
        expect(tag).toContain('crossorigin');
        return /href="([^"]+)"/.exec(tag)![1];
      });
    // kiir: Montserrat for body and headings; Estonian needs latin-ext (š, ž) besides latin.
    expect(preloads('et-EE')).toEqual([
      '/tokens/fonts/montserrat/montserrat-latin-400-normal.woff2',
      '/tokens/fonts/montserrat/montserrat-latin-ext-400-normal.woff2',
      '/tokens/fonts/montserrat/montserrat-latin-600-normal.woff2',
      '/tokens/fonts/montserrat/montserrat-latin-ext-600-normal.woff2',
      '/tokens/fonts/montserrat/montserrat-latin-700-normal.woff2',
      '/tokens/fonts/montserrat/montserrat-latin-ext-700-normal.woff2',
    ]);
    expect(preloads('fi-FI')).toEqual([
      '/tokens/fonts/montserrat/montserrat-latin-400-normal.woff2',
      '/tokens/fonts/montserrat/montserrat-latin-600-normal.woff2',
      '/tokens/fonts/montserrat/montserrat-latin-700-normal.woff2',
    ]);
    expect(preloads('ru-RU')).toContain('/tokens/fonts/montserrat/montserrat-cyrillic-400-normal.woff2');
  });

  it('leaves the root empty and preloads the code of a page the browser draws', () => {
    const page = portalPage(built, context, { preload: ['/assets/Charts.js'] });
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/Charts.js">');
    expect(page).not.toContain('served-page');
  });
});
