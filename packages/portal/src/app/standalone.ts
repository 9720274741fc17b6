import { safeAreaInsets } from '@vool/tokens/contract';
import type { StandalonePlatform } from '@vool/ui/theme';
import { readCookie, writeCookie } from './cookies.ts';
import { launchedAsApp, standaloneCookie } from './installedApp.ts';

export { standaloneCookie };

export function platformOf(userAgent: string): StandalonePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/**
 * The platform when the portal runs as an installed app, else undefined. A launch from the home
 * screen is remembered in the cookie, so links opened inside the app keep the app layout.
 */
export function detectStandalone(): StandalonePlatform | undefined {
  const launched = launchedAsApp();
  if (launched) writeCookie(standaloneCookie, 'true');
  if (!launched && readCookie(standaloneCookie) !== 'true') return undefined;
  return platformOf(navigator.userAgent);
}

/** Safe-area insets top and bottom (spec §2): iOS 34 px, Android 24 px, elsewhere 0. */
export const insetFor = (platform: StandalonePlatform | undefined) =>
  platform ? safeAreaInsets[platform] : 0;
