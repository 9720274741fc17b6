import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { act, render, type RenderResult } from '@testing-library/react';
import { brands } from '@vool/tokens/brands';
import { SiteProvider, type SiteConfig } from '../app/site.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import areas from '../i18n/areas.json';
import { requireArea, setMessageTarget } from '../i18n/texts.ts';
import { createStore, type AppStore, type SagaServices } from '../app/store/store.ts';

const aurora = brands.aurora;

/** A site as the API seeds them: three languages, most features on, analytics configured. */
export function testSite(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    theme_id: 'aurora',
    company_name: 'Aurora Energia Oy',
    timezone: 'Europe/Helsinki',
    default_locale_id: 'fi-FI',
    locales: [
      { id: 'fi-FI', name: 'Suomi' },
      { id: 'sv-FI', name: 'Svenska' },
      { id: 'en-GB', name: 'English' },
    ],
    meta_fields: [],
    ga_measurement_id: 'G-TEST123456',
    logo: '/tokens/assets/aurora/logo.svg',
    dark_mode_logo: '/tokens/assets/aurora/logo-dark.svg',
    features: [
      'cookie-consent',
      'dark-mode',
      'dashboard',
      'invoices',
      'contracts',
      'sign-in-telia',
      'sign-in-email',
    ],
    external_services: [],
    // As apps/api sends it (siteBrand in areas/site/sites.ts).
    brand: {
      name: aurora.name,
      website: aurora.website,
      customerService: aurora.customerService,
      signInArt: `/tokens/assets/aurora/${aurora.assets.signInArt}`,
    },
    ...overrides,
  };
}

export interface RenderOptions {
  site?: SiteConfig;
  services?: Partial<SagaServices>;
}

/** Renders `ui` inside the site and a fresh store, with `texts` providing the language. */
function renderWith(
  ui: ReactElement,
  texts: (children: ReactNode) => ReactNode,
  { site = testSite(), services }: RenderOptions,
): { store: AppStore; result: RenderResult } {
  const store = createStore(services);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProvider site={site}>
      <Provider store={store}>{texts(children)}</Provider>
    </SiteProvider>
  );
  return { store, result: render(ui, { wrapper }) };
}

/** Renders with what every portal component expects around it: site, store and English texts. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderWith(
    ui,
    (children) => (
      <IntlProvider locale="en-GB" defaultLocale="en-GB" onError={() => undefined}>
        {children}
      </IntlProvider>
    ),
    options,
  );
}

const { pageAreas } = areas;

/**
 * Renders a whole page as the app does: its frame (header, language menu, footer) and the English
 * texts of the build's compiled messages.
 */
export async function renderPage(ui: ReactElement, options: RenderOptions = {}) {
  await Promise.all([setMessageTarget('en-GB', false), ...pageAreas.map((area) => requireArea(area))]);
  const rendered = renderWith(
    ui,
    (children) => <I18nProvider mobile={false}>{children}</I18nProvider>,
    options,
  );
  // The frame's menus are lazy components: let them arrive, as they do right after a page shows.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return rendered;
}

/** jsdom has no media queries: these answer as a wide screen that prefers light. */
export function stubWideLightScreen(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}
