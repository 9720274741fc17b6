import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { EnvironmentProvider, type Environment } from './environment.tsx';
import { useIsMobile } from './media.ts';
import type { createRouter } from './router.tsx';
import { SiteProvider, type SiteConfig } from './site.tsx';
import type { AppStore } from './store/store.ts';

export interface AppProps {
  site: SiteConfig;
  store: AppStore;
  router: ReturnType<typeof createRouter>;
  environment: Environment;
}

export function App({ site, store, router, environment }: AppProps) {
  const isMobile = useIsMobile();
  return (
    <StrictMode>
      <SiteProvider site={site}>
        <EnvironmentProvider value={environment}>
          <Provider store={store}>
            <I18nProvider mobile={isMobile || Boolean(environment.standalone)}>
              <RouterProvider router={router} />
            </I18nProvider>
          </Provider>
        </EnvironmentProvider>
      </SiteProvider>
    </StrictMode>
  );
}
