// What users expect of an installed app besides working offline: the status bar in the brand's
// colour for the scheme shown, and the number of unpaid invoices on the app's icon.

/**
 * The server writes the brand's colour (`theme-color`, the manifest's too) for the light scheme; in
 * the dark one the status bar takes the header's dark background, so the top of the screen is one
 * colour. Follows every change of scheme (the system's or the user's choice).
 */
export function followSchemeInStatusBar(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) return;
  const root = document.documentElement;
  const light = meta.content;
  const apply = () => {
    const dark = root.dataset.scheme === 'dark';
    const header = getComputedStyle(root).getPropertyValue('--vool-header-background').trim();
    meta.content = dark && header ? header : light;
  };
  apply();
  new MutationObserver(apply).observe(root, { attributes: true, attributeFilter: ['data-scheme'] });
}

/** The app icon's badge (Badging API, where the browser has it): unpaid invoices, none at 0. */
export async function showUnpaidOnBadge(unpaid: number): Promise<void> {
  if (!('setAppBadge' in navigator)) return;
  try {
    await (unpaid > 0 ? navigator.setAppBadge(unpaid) : navigator.clearAppBadge());
  } catch {
    // Not allowed here (not installed, or no permission): the number is on the dashboard anyway.
  }
}
