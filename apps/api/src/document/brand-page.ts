import { brands } from '@vool/tokens/brands';
import { assetUrl } from '../areas/site/sites.ts';
import { documentHead, type DocumentContext } from './head.ts';
import { html, Html } from './html.ts';
import { icons } from './icons.ts';
import type { Translate } from './messages.ts';

/**
 * The server-rendered shell: topbar, header with logo and appearance control, a landing section in
 * the brand's art, what the utility supplies, how to reach customer service, and the footer.
 */
export function brandPage(context: DocumentContext, t: Translate, year: number): string {
  const { site, scheme } = context;
  const brand = brands[site.theme_id];
  const asset = (file: string) => assetUrl(site.theme_id, file);
  const company = site.company_name;
  const phoneHref = `tel:${brand.customerService.phone.replace(/\s+/g, '')}`;
  const mailHref = `mailto:${brand.customerService.email}`;
  const dark = scheme.scheme === 'dark';
  const darkMode = site.features.includes('dark-mode');
  const logo = (className: string) =>
    html` <img class="logo logo-light ${className}" src="${asset(brand.assets.logo)}" alt="" height="40" />
      <img class="logo logo-dark ${className}" src="${asset(brand.assets.logoDark)}" alt="" height="40" />`;

  const appearance = darkMode
    ? html`<form class="appearance" method="post" action="/api/preferences/color-scheme">
        <input type="hidden" name="scheme" value="${dark ? 'light' : 'dark'}" />
        <button type="submit" class="toggle" aria-pressed="${String(dark)}">
          ${icons.moon}<span>${t('shell.appearance.dark')}</span>
        </button>
      </form>`
    : html``;

  const utilities = brand.utilities.map(
    (u) =>
      html`<li class="card utility">
        <span class="utility-icon">${icons[u]}</span>
        <h3>${t(`shell.utility.${u}`)}</h3>
        <p>${t(`shell.utility.${u}.description`)}</p>
      </li>`,
  );

  const body = html`
<body>
<a class="skip-link" href="#main">${t('shell.skipToContent')}</a>
<header>
  <div class="topbar">
    <div class="container topbar-inner">
      <span>${t('shell.topbar.customerService')}</span>
      <a href="${phoneHref}">${brand.customerService.phone}</a>
    </div>
  </div>
  <div class="header">
    <div class="container header-inner">
      <a class="brand-link" href="/" aria-label="${t('shell.header.home', { company })}">${logo('header-logo')}</a>
      ${appearance}
    </div>
  </div>
</header>
<main id="main">
  <section class="hero" aria-labelledby="hero-title">
    <div class="container">
      <div class="hero-card">
        <p class="eyebrow">${company}</p>
        <h1 id="hero-title">${t('shell.hero.title')}</h1>
        <p class="lead">${t('shell.hero.lead')}</p>
      </div>
    </div>
  </section>
  <section class="container section" aria-labelledby="utilities-title">
    <h2 id="utilities-title">${t('shell.utilities.title')}</h2>
    <ul class="utilities" role="list">${utilities}</ul>
  </section>
  <section class="container section" aria-labelledby="contact-title">
    <div class="card contact">
      <div>
        <h2 id="contact-title">${t('shell.contact.title')}</h2>
        <p>${t('shell.contact.lead')}</p>
      </div>
      <dl class="contact-list">
        <div><dt>${icons.phone}${t('shell.contact.phone')}</dt><dd><a href="${phoneHref}">${brand.customerService.phone}</a></dd></div>
        <div><dt>${icons.email}${t('shell.contact.email')}</dt><dd><a href="${mailHref}">${brand.customerService.email}</a></dd></div>
      </dl>
    </div>
  </section>
</main>
<footer class="footer">
  <div class="container footer-inner">
    <img class="footer-logo" src="${asset(brand.assets.logoDark)}" alt="${company}" height="32">
    <ul class="footer-links" role="list">
      <li><a href="${phoneHref}">${brand.customerService.phone}</a></li>
      <li><a href="${mailHref}">${brand.customerService.email}</a></li>
    </ul>
    <p class="copyright">${t('shell.footer.copyright', { year, company })}</p>
  </div>
</footer>
<script src="/static/shell.js" defer></script>
</body>
</html>`;

  // The art is per brand; a nonce'd style block keeps it out of a style attribute, which the CSP forbids.
  const styles = html`<link rel="stylesheet" href="/static/shell.css">
<style nonce="${context.nonce}">.hero{--hero-art:url('${new Html(asset(brand.assets.signInArt))}')}</style>`;
  return `<!doctype html>\n${documentHead(context, styles).value}\n${body.value}\n`;
}
