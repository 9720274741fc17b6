import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo, type Root } from 'react-dom/client';
import type { LocaleId } from '@vool/api-client/browser';
import { applyTheme, type StandalonePlatform } from '@vool/ui/theme';
import { setCurrentIntl } from '../i18n/currentIntl.ts';
import { makeIntl } from '../i18n/intl.ts';
import { localeFromCookie } from '../i18n/locales.ts';
import { pseudoLocale } from '../i18n/messages.ts';
import { messagesSnapshot, setMessageTarget } from '../i18n/texts.ts';
import { logClientError } from './apiClient.ts';
import { handOverInput, makeEarlyInput } from './earlyInput.ts';
import { handOverPresses, holdPresses, makeEarlyPress } from './earlyPress.ts';
import { belowMdQuery } from './media.ts';
import type { Served } from './served.tsx';
import { readSiteConfig, type SiteConfig } from './site.tsx';
import { detectStandalone } from './standalone.ts';
import { nextTask } from './idle.ts';

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

/** The page's React root, once drawn or hydrated. */
let pageRoot: Root | undefined;

/**
 * Takes the page down, its effects' clean-ups run (what it would still start once idle, cancelled):
 * for the tests that take over one drawn page after another in one document.
 */
export function unmountPage(): void {
  pageRoot?.unmount();
  pageRoot = undefined;
}

/** Draws the page in the browser, over whatever was there. */
export function mount(app: ReactNode): void {
  // Drawn afresh: no button or field of the server render is left to take a press or text.
  handOverPresses();
  handOverInput();
  pageRoot = createRoot(rootElement(), {
    onCaughtError: reportRenderError,
    onUncaughtError: reportRenderError,
  });
  pageRoot.render(app);
}

/**
 * Marks the root `data-hydrated` at the hydration's first commit, the frame's: from then on the page
 * answers presses, a part not yet hydrated (app/hydrationBoundary.tsx) being hydrated at its press.
 * The journeys (e2e/portal/fixtures.ts) and the first-interaction benchmark wait for it.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    rootElement().toggleAttribute('data-hydrated', true);
    makeEarlyPress();
    makeEarlyInput();
  }, []);
  return children;
}

/**
 * Hydrates the page the server drew. The page is already on screen, so the hydration runs as a transition: in
 * slices that let the browser answer input between them, not one long task. A mismatch React
 * recovers from (it draws that part again) is still a bug between the two renders, so it is logged
 * too. What was typed into the server render stays on screen (React keeps a field's value that
 * differs from the one it drew), and is typed again for the page's state once hydrated (earlyInput.ts).
 */
export async function hydrate(app: ReactNode): Promise<void> {
  await nextTask();
  startTransition(() => {
    pageRoot = hydrateRoot(rootElement(), <MarkHydrated>{app}</MarkHydrated>, {
      onCaughtError: reportRenderError,
      onUncaughtError: (error, info) => {
        // No first commit will come to hand presses over: React has them from now on.
        handOverPresses();
        reportRenderError(error, info);
      },
      onRecoverableError: reportRenderError,
    });
  });
  holdPresses();
  handOverInput();
}
