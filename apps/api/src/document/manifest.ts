import { brands, type ThemeId } from '@vool/tokens/brands';
import { themes } from '@vool/tokens/themes';
import { assetUrl, type SiteConfig } from '../areas/site/sites.ts';

/** Spec §1: only where the `installable-app` feature is on does a site offer itself as an app. */
export const installable = (site: SiteConfig) => site.features.includes('installable-app');

/**
 * The brand's colours for the browser's and the installed app's chrome, from its tokens: the status
 * bar takes the top bar's colour (light and dark), the splash screen the page's canvas.
 */
export function appColors(themeId: ThemeId) {
  const { light, dark } = themes[themeId];
  return {
    light: light.topbar.background,
    dark: dark.topbar.background,
    background: light.color.background.canvas.default,
  };
}

/**
 * The Web App Manifest of an installable site with the brand's icons; `name` is the site's title in its
 * default language.
 */
export function manifestOf(site: SiteConfig, name: string) {
  const id = site.theme_id;
  const brand = brands[id];
  const colors = appColors(id);
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: assetUrl(id, file),
    sizes: `${String(size)}x${String(size)}`,
    type: 'image/png',
    purpose,
  });
  return {
    // A stable identity: the app stays the same installed app whatever the start page becomes.
    id: '/',
    name,
    short_name: brand.name,
    lang: site.default_locale_id,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: colors.light,
    background_color: colors.background,
    categories: ['utilities', 'finance'],
    icons: [
      icon(brand.assets.icon192, 192, 'any'),
      icon(brand.assets.icon512, 512, 'any'),
      icon(brand.assets.iconMaskable, 512, 'maskable'),
    ],
  };
}
