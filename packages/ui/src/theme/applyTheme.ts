import type { ThemeId } from '@vool/tokens/brands';
import type { ColorScheme } from './scheme.ts';

export type StandalonePlatform = 'ios' | 'android' | 'other';

export interface ThemeChoice {
  brand: ThemeId;
  scheme: ColorScheme;
  /** Set when the app runs installed (standalone): picks the safe-area insets. */
  standalone?: StandalonePlatform | undefined;
}

/**
 * Puts the theme on <html>, not on an app root: React Aria overlays portal into <body> and must be
 * themed too.
 */
export function applyTheme(
  { brand, scheme, standalone }: ThemeChoice,
  root: HTMLElement = document.documentElement,
): void {
  root.dataset.brand = brand;
  root.dataset.scheme = scheme;
  if (standalone) root.dataset.standalone = standalone;
  else delete root.dataset.standalone;
}

const linkId = 'vool-brand-css';

/**
 * Loads exactly one brand stylesheet, replacing the previous one only after the new one has loaded so
 * the page never shows unstyled. `href` maps a brand to its CSS URL (where @vool/tokens/css is served).
 */
export function loadBrandStylesheet(brand: ThemeId, href: (brand: ThemeId) => string): Promise<void> {
  const current = document.getElementById(linkId) as HTMLLinkElement | null;
  const url = href(brand);
  if (current?.dataset.brand === brand) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  link.dataset.brand = brand;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => {
      current?.remove();
      link.id = linkId;
      resolve();
    });
    link.addEventListener('error', () => {
      link.remove();
      reject(new Error(`could not load the ${brand} stylesheet from ${url}`));
    });
    document.head.append(link);
  });
}
