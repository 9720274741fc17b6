export type ColorScheme = 'light' | 'dark';

export interface SchemeInput {
  /** The scheme the user picked, from the colour-scheme cookie. */
  chosen?: string | undefined;
  /** The colour-scheme override cookie: only when true does the user's pick beat the system. */
  override?: boolean | string | undefined;
  /** Whether the system prefers dark (`prefers-color-scheme: dark`). */
  systemPrefersDark: boolean;
  /** The site's dark-mode feature; off resets any dark scheme to light. */
  darkModeEnabled: boolean;
}

/** Spec §4: follow the system unless the override is on; without the dark-mode feature, always light. */
export function resolveColorScheme({
  chosen,
  override,
  systemPrefersDark,
  darkModeEnabled,
}: SchemeInput): ColorScheme {
  if (!darkModeEnabled) return 'light';
  const overridden = override === true || override === 'true';
  if (overridden && (chosen === 'light' || chosen === 'dark')) return chosen;
  return systemPrefersDark ? 'dark' : 'light';
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Calls `listener` whenever the system scheme changes; returns the unsubscribe function. */
export function onSystemSchemeChange(listener: (scheme: ColorScheme) => void): () => void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const handle = (event: MediaQueryListEvent) => {
    listener(event.matches ? 'dark' : 'light');
  };
  query.addEventListener('change', handle);
  return () => {
    query.removeEventListener('change', handle);
  };
}
