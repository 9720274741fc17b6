import { defineMessages } from 'react-intl';
import { SettingsIcon } from '@vool/ui/icons/Settings';
import type { Feature } from '../../app/feature.ts';
import { drawnByServer, type PageHandle } from '../../app/pageHandle.ts';
import { routeCode } from '../../app/routeCode.ts';

// The menu shows on every page: its texts load at start (`shell.`), not with the settings'.
const messages = defineMessages({
  nav: {
    id: 'shell.nav.settings',
    defaultMessage: 'Settings',
    description: 'Main navigation: user settings',
  },
});

/** Spec §2 /settings: the sections (`?tab=`) this site and device allow. */
export const settings: Feature = {
  name: 'settings',
  area: 'settings',
  navigation: [{ to: '/settings', label: messages.nav, icon: SettingsIcon, feature: 'user-settings' }],
  routes: () => [
    {
      path: 'settings',
      handle: {
        // Drawn on the server; the browser's build leaves its fetching out.
        serverData: import.meta.env.SSR
          ? async (s, site, page) => (await import('./serverData.ts')).fetchSettings(s, site, page)
          : drawnByServer,
      } satisfies PageHandle,
      lazy: routeCode(
        () => import('./SettingsPage.tsx'),
        (module) => module.SettingsPage,
      ),
    },
  ],
};
