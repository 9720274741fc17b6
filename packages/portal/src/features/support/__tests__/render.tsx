import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, render } from '@testing-library/react';
import type { apiClient } from '../../../app/apiClient.ts';
import { SiteProvider } from '../../../app/site.tsx';
import { createStore } from '../../../app/store/store.ts';
import { I18nProvider } from '../../../i18n/I18nProvider.tsx';
import { requireArea, setMessageTarget } from '../../../i18n/texts.ts';
import { testSite } from '../../../test/render.tsx';

/**
 * Renders as a page of the support area does: the site, a store on `client` and the build's English
 * texts of the frame and this area (not every area's, as `renderPage` does: this one needs only its own).
 */
export async function renderSupport(ui: ReactElement, client: typeof apiClient, features: string[] = []) {
  await Promise.all([setMessageTarget('en-GB', false), requireArea('support')]);
  const store = createStore({ api: client });
  const site = testSite();
  const withFeatures = { ...site, features: [...site.features, ...features] as typeof site.features };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProvider site={withFeatures}>
      <Provider store={store}>
        <I18nProvider mobile={false}>{children}</I18nProvider>
      </Provider>
    </SiteProvider>
  );
  const result = render(ui, { wrapper });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { store, result };
}
