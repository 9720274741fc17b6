import type { LocaleId } from '@vool/api-client';
import { brands } from '@vool/tokens/brands';
import { themes } from '@vool/tokens/themes';
import type { SiteConfig } from '../areas/site/sites.ts';
import { Html, html } from './html.ts';

interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

const texts: Record<LocaleId, OfflineTexts> = {
  'en-GB': {
    title: 'You are offline',
    body: 'This page needs a connection. Check your mobile data or Wi-Fi, then try again.',
    retry: 'Try again',
  },
  'fi-FI': {
    title: 'Ei verkkoyhteyttä',
    body: 'Tämä sivu tarvitsee verkkoyhteyden. Tarkista mobiilidata tai wifi ja yritä uudelleen.',
    retry: 'Yritä uudelleen',
  },
  'sv-FI': {
    title: 'Du är offline',
    body: 'Den här sidan behöver en anslutning. Kontrollera mobildata eller wifi och försök igen.',
    retry: 'Försök igen',
  },
  'et-EE': {
    title: 'Ühendus puudub',
    body: 'See leht vajab internetiühendust. Kontrolli mobiilset andmesidet või wifit ja proovi uuesti.',
    retry: 'Proovi uuesti',
  },
  'lv-LV': {
    title: 'Nav savienojuma',
    body: 'Šai lapai nepieciešams savienojums. Pārbaudiet mobilos datus vai Wi-Fi un mēģiniet vēlreiz.',
    retry: 'Mēģināt vēlreiz',
  },
  'ru-RU': {
    title: 'Нет подключения',
    body: 'Для этой страницы нужно подключение. Проверьте мобильный интернет или Wi-Fi и попробуйте снова.',
    retry: 'Попробовать снова',
  },
};

/** The custom properties of one scheme, from the brand's tokens. */
function schemeVars(scheme: (typeof themes)[keyof typeof themes]['light']) {
  const { color, topbar } = scheme;
  return [
    `--canvas:${color.background.canvas.default}`,
    `--surface:${color.background.surface.default}`,
    `--text:${color.text.default}`,
    `--heading:${color.text.heading}`,
    `--accent:${color.background.accent.default}`,
    `--on-accent:${color.text['on-accent']}`,
    `--bar:${topbar.background}`,
    `--bar-text:${topbar.text}`,
  ].join(';');
}

/**
 * The page the installed app shows when it cannot reach the site and has kept no page of its own
 * (service worker, src/worker/shell.ts): the brand's name and colours, in the visitor's language,
 * light or dark as their system is (where the site has dark mode). Built from the brand's tokens
 * alone, so the style is trusted text. It is self-contained (one style element, no script, no file to
 * load), so the worker can keep it alone; "Try again" is a plain link to the start page.
 */
export function offlinePage(site: SiteConfig, locale: LocaleId, nonce: string): string {
  const theme = themes[site.theme_id];
  const t = texts[locale];
  const dark = site.features.includes('dark-mode');
  const style = `:root{${schemeVars(theme.light)};color-scheme:${dark ? 'light dark' : 'light'}}
${dark ? `@media (prefers-color-scheme:dark){:root{${schemeVars(theme.dark)}}}` : ''}
body{margin:0;min-height:100vh;background:var(--canvas);color:var(--text);font-family:${theme.light.font.family.body};line-height:1.5}
header{background:var(--bar);color:var(--bar-text);padding:12px 16px;font-weight:700}
main{max-width:32rem;margin:0 auto;padding:48px 16px}
h1{color:var(--heading);font-size:1.5rem;margin:0 0 8px}
a{display:inline-block;margin-top:16px;padding:10px 20px;border-radius:8px;background:var(--accent);color:var(--on-accent);text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid var(--heading);outline-offset:2px}`;
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${theme.light.topbar.background}">
<title>${t.title} · ${brands[site.theme_id].name}</title>
<style nonce="${nonce}">${new Html(style)}</style>
</head>
<body>
<header>${brands[site.theme_id].name}</header>
<main>
<h1>${t.title}</h1>
<p>${t.body}</p>
<a href="/">${t.retry}</a>
</main>
</body>
</html>
`.toString();
}
