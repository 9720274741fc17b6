import { createRoot, type ErrorInfo } from 'react-dom/client';
import { applyTheme } from '@vool/ui/theme';
import { logClientError } from './app/apiClient.ts';
import { App } from './app/App.tsx';
import { belowMdQuery } from './app/media.ts';
import { preloadRoutes } from './app/preload.ts';
import { createRouter, createRoutes } from './app/router.tsx';
import { readSiteConfig } from './app/site.tsx';
import { detectStandalone } from './app/standalone.ts';
import { connectNavigation } from './app/store/navigation.ts';
import { createStore } from './app/store/store.ts';
import { setCurrentIntl } from './i18n/currentIntl.ts';
import { makeIntl } from './i18n/intl.ts';
import { localeFromCookie } from './i18n/locales.ts';
import { messagesSnapshot, setMessageTarget } from './i18n/texts.ts';
import { pseudoLocale } from './i18n/messages.ts';
import '@vool/ui/styles.css';
import './app/global.css.ts';

/** A render error, with React's component stack, to the server log (spec §8: source 'client'). */
function reportRenderError(error: unknown, info: ErrorInfo) {
  const failure = error instanceof Error ? error : new Error(String(error));
  logClientError(failure.message, {
    stack: failure.stack,
    componentStack: info.componentStack,
    url: window.location.pathname,
  });
}

async function boot() {
  const site = await readSiteConfig();
  const standalone = detectStandalone();
  const root = document.documentElement;
  applyTheme({
    brand: site.theme_id,
    scheme: root.dataset.scheme === 'dark' ? 'dark' : 'light',
    standalone,
  });
  const locale = localeFromCookie(site);
  const mobile = Boolean(standalone) || matchMedia(belowMdQuery).matches;
  const store = createStore();
  const routes = createRoutes(store);
  // The page's code loads while the messages do; the router starts (and calls the API) once the
  // texts are there, so an error toast can be translated.
  preloadRoutes(routes, window.location.pathname);
  // Development only: `?pseudo` shows the en-XA texts, to spot untranslated strings and clipping.
  const pseudo = import.meta.env.DEV && new URLSearchParams(window.location.search).has('pseudo');
  await setMessageTarget(locale, mobile, pseudo ? pseudoLocale : locale);
  setCurrentIntl(makeIntl(locale, messagesSnapshot().messages));

  const router = createRouter(routes);
  connectNavigation((to, options) => void router.navigate(to, options));

  createRoot(document.getElementById('root')!, {
    onCaughtError: reportRenderError,
    onUncaughtError: reportRenderError,
  }).render(<App site={site} store={store} router={router} environment={{ standalone }} />);
}

void boot();
