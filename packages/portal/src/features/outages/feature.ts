import { defineMessages } from 'react-intl';
import { OutageIcon } from '@vool/ui/icons/Outage';
import type { Feature } from '../../app/feature.ts';
import { drawnByServer, type PageHandle } from '../../app/pageHandle.ts';
import { routeCode } from '../../app/routeCode.ts';

// The menu shows on every page: its text loads at start (`shell.`), not with the outages'.
const messages = defineMessages({
  nav: { id: 'shell.nav.outages', defaultMessage: 'Outages', description: 'Main navigation: outages' },
});

/** Spec §2 /outages: faults and planned work at the customer's places, and the compensation tracker. */
export const outages: Feature = {
  name: 'outages',
  area: 'outages',
  navigation: [{ to: '/outages', label: messages.nav, icon: OutageIcon, feature: 'outages' }],
  routes: () => [
    {
      path: 'outages',
      handle: {
        // Drawn on the server; the browser's build leaves its fetching out.
        serverData: import.meta.env.SSR
          ? async (s) => (await import('./serverData.ts')).fetchOutages(s)
          : drawnByServer,
      } satisfies PageHandle,
      lazy: routeCode(
        () => import('./OutagesPage.tsx'),
        (module) => module.OutagesPage,
      ),
    },
  ],
};
