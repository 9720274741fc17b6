import { StrictMode, type ReactNode } from 'react';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import type { MessageStore } from '../i18n/messageStore.ts';
import type { PageStart } from './boot.tsx';
import { EnvironmentProvider } from './environment.tsx';
import { belowMdQuery, useMediaQuery } from './media.ts';
import { ServedContext } from './served.tsx';
import { SiteProvider } from './site.tsx';

export interface AppProvidersProps {
  start: PageStart;
  /** The texts' store, when not the page's own (each server render has one). */
  texts?: MessageStore | undefined;
  children: ReactNode;
}

/** What every page of both entries renders inside: the site, how it runs, its language. */
export function AppProviders({ start, texts, children }: AppProvidersProps) {
  // Above the context below, so it is given what the server drew with itself.
  const isMobile = useMediaQuery(belowMdQuery, start.served?.mobile);
  const { site, standalone } = start;
  return (
    <StrictMode>
      <SiteProvider site={site}>
        <EnvironmentProvider value={start}>
          <ServedContext value={start.served ?? null}>
            <I18nProvider mobile={isMobile || Boolean(standalone)} texts={texts}>
              {children}
            </I18nProvider>
          </ServedContext>
        </EnvironmentProvider>
      </SiteProvider>
    </StrictMode>
  );
}
