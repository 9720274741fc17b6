import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { brands, themeIds, type ThemeId } from '@vool/tokens/brands';
import { applyTheme, type StandalonePlatform } from '../../../packages/ui/src/theme/applyTheme.ts';
import type { ColorScheme } from '../../../packages/ui/src/theme/scheme.ts';
import './themes.ts';
import './preview.css';

export const locales = {
  'en-GB': 'English',
  'fi-FI': 'Suomi',
  'sv-FI': 'Svenska',
  'et-EE': 'Eesti',
  'lv-LV': 'Latviešu',
  'ru-RU': 'Русский',
} as const;

/** Installed-app viewports carry the platform whose safe-area insets they show. */
const viewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768 (md)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  iosApp: { name: 'Installed app · iOS', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  androidApp: {
    name: 'Installed app · Android',
    styles: { width: '412px', height: '915px' },
    type: 'mobile',
  },
};

function standaloneFor(viewport: unknown): StandalonePlatform | undefined {
  const value =
    typeof viewport === 'object' && viewport !== null ? (viewport as { value?: string }).value : viewport;
  if (value === 'iosApp') return 'ios';
  if (value === 'androidApp') return 'android';
  return undefined;
}

const withTheme: Decorator = (Story, context) => {
  const brand = (context.globals.brand ?? 'aurora') as ThemeId;
  const scheme = (context.globals.scheme ?? 'light') as ColorScheme;
  const locale = (context.globals.locale ?? 'en-GB') as string;
  applyTheme({ brand, scheme, standalone: standaloneFor(context.globals.viewport) });
  document.documentElement.lang = locale;
  // The test run renders a story once per brand × scheme on one page, so one axe pass checks all 24 themes.
  if (context.globals.themeMatrix === true) {
    return (
      <I18nProvider locale={locale}>
        {themeIds.flatMap((id) =>
          (['light', 'dark'] as const).map((s) => (
            <div key={`${id}-${s}`} className="theme-matrix-cell" data-brand={id} data-scheme={s}>
              <Story />
            </div>
          )),
        )}
      </I18nProvider>
    );
  }
  return (
    <I18nProvider locale={locale}>
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: themeIds.map((id) => ({ value: id, title: brands[id].companyName })),
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language and formats',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: Object.entries(locales).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  // themeMatrix has no toolbar: only the axe test run sets it, and Storybook ignores globals it does not know.
  initialGlobals: { brand: 'aurora', scheme: 'light', locale: 'en-GB', themeMatrix: false },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    controls: { expanded: true, matchers: { date: /Date$/ } },
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
};

export default preview;
