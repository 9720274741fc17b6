import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import type { LocaleId } from '@vool/api-client/browser';
import { applyTheme, type StandalonePlatform } from '@vool/ui/theme';
import { setCurrentIntl } from '../i18n/currentIntl.ts';
import { makeIntl } from '../i18n/intl.ts';
import { localeFromCookie } from '../i18n/locales.ts';
import { pseudoLocale } from '../i18n/messages.ts';
import { messagesSnapshot, setMessageTarget } from '../i18n/texts.ts';
import { logClientError } from './apiClient.ts';
import { AfterHydration, dropHeldInput, takeOverInput } from './earlyInput.ts';
import { belowMdQuery } from './media.ts';
import type { Served } from './served.tsx';
import { readSiteConfig, type SiteConfig } from './site.tsx';
import { detectStandalone } from './standalone.ts';

/** What both entries (main.tsx, auth.tsx) know before they render. */
export interface PageStart {
  site: SiteConfig;
  standalone: StandalonePlatform | undefined;
  locale: LocaleId;
  mobile: boolean;
  /** Set when the server drew the page: what it drew with, for the hydration to match. */
  served?: Served | undefined;
}

/** The site, its brand on <html>, the installed-app mode and the language. */
export async function startPage(served?: Served): Promise<PageStart> {
  const site = await readSiteConfig();
  const standalone = detectStandalone();
  applyTheme({
    brand: site.theme_id,
    scheme: document.documentElement.dataset.scheme === 'dark' ? 'dark' : 'light',
    standalone,
  });
  // A drawn page is hydrated in the texts it was drawn in; where the server guessed wrong they follow.
  const mobile = served ? served.mobile : Boolean(standalone) || matchMedia(belowMdQuery).matches;
  return { site, standalone, locale: served?.locale ?? localeFromCookie(site), mobile, served };
}

/** The language's texts, loaded before the first render so the first paint is translated. */
export async function loadTexts({ locale, mobile }: PageStart): Promise<void> {
  // Development only: `?pseudo` shows the en-XA texts, to spot untranslated strings and clipping.
  const pseudo = import.meta.env.DEV && new URLSearchParams(window.location.search).has('pseudo');
  await setMessageTarget(locale, mobile, pseudo ? pseudoLocale : locale);
  setCurrentIntl(makeIntl(locale, messagesSnapshot().messages));
}

/** A render error, with React's component stack, to the server log (spec §8: source 'client'). */
function reportRenderError(error: unknown, info: ErrorInfo) {
  const failure = error instanceof Error ? error : new Error(String(error));
  logClientError(failure.message, {
    stack: failure.stack,
    componentStack: info.componentStack,
    url: window.location.pathname,
  });
}

const rootElement = () => document.getElementById('root')!;

/** Draws the page in the browser, over whatever was there: presses on it are React's from now on. */
export function mount(app: ReactNode): void {
  dropHeldInput();
  createRoot(rootElement(), {
    onCaughtError: reportRenderError,
    onUncaughtError: reportRenderError,
  }).render(app);
}

/**
 * Takes over the page the server drew. The page is already on screen, so the hydration runs as a
 * transition: in slices that let the browser answer input between them, not one long task. A
 * mismatch React recovers from (it draws that part again) is still a bug between the two renders,
 * so it is logged too. Presses and typing from before it are replayed after it (earlyInput.ts).
 */
export function hydrate(app: ReactNode): void {
  const replay = takeOverInput();
  startTransition(() => {
    hydrateRoot(rootElement(), <AfterHydration onHydrated={replay}>{app}</AfterHydration>, {
      onCaughtError: reportRenderError,
      onUncaughtError: reportRenderError,
      onRecoverableError: reportRenderError,
    });
  });
}
