export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** Cookie names and lifetime of spec §7 and §9. */
export const schemeCookie = 'color-scheme';
export const overrideCookie = 'color-scheme-override';
export const schemeCookieMaxAge = 315_360_000;

export interface SchemeChoice {
  scheme: ColorScheme;
  /** "system" until the user picks a scheme; the page then follows prefers-color-scheme. */
  source: 'system' | 'user';
}

export function schemeFromCookies(
  cookies: Record<string, string | undefined>,
  darkModeEnabled: boolean,
): SchemeChoice {
  if (!darkModeEnabled) return { scheme: 'light', source: 'user' };
  const chosen = cookies[schemeCookie];
  if (cookies[overrideCookie] === 'true' && (chosen === 'light' || chosen === 'dark')) {
    return { scheme: chosen, source: 'user' };
  }
  return { scheme: 'light', source: 'system' };
}
