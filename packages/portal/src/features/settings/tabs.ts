import type { Site } from '@vool/api-client/browser';

/** Spec §2: the settings tabs, in their order; the address names one with `?tab=`. */
export const settingsTabs = [
  'profile',
  'contacts',
  'addresses',
  'bank-accounts',
  'outage-contacts',
  'notifications',
  'push-notifications',
  'appearance',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

const on = (site: Pick<Site, 'features'>, feature: Site['features'][number]) =>
  site.features.includes(feature);

/**
 * Spec §2's visibility: profile, contacts, addresses and bank accounts always; outage contacts with
 * `outage-contacts`; notifications when contract management is disabled or `spot-price` is on; push
 * notifications with `push-notifications`, and only in the installed app; appearance with `dark-mode`.
 */
export function visibleTabs(site: Pick<Site, 'features'>, installed: boolean): SettingsTab[] {
  return settingsTabs.filter((tab) => {
    switch (tab) {
      case 'outage-contacts':
        return on(site, 'outage-contacts');
      case 'notifications':
        return on(site, 'contract-management-disabled') || on(site, 'spot-price');
      case 'push-notifications':
        return on(site, 'push-notifications') && installed;
      case 'appearance':
        return on(site, 'dark-mode');
      default:
        return true;
    }
  });
}

/**
 * The tab the address names when it may be shown; `undefined` for none named, `null` for one that is
 * not a tab or not allowed here (the page then goes to the first allowed tab, replacing the address).
 */
export function tabOf(
  params: URLSearchParams,
  visible: readonly SettingsTab[],
): SettingsTab | undefined | null {
  const named = params.get('tab');
  if (named === null) return undefined;
  return visible.find((tab) => tab === named) ?? null;
}

export const tabHref = (tab: SettingsTab) => `/settings?tab=${tab}`;
