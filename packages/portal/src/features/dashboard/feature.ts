import { defineMessages } from 'react-intl';
import { HomeIcon } from '@vool/ui/icons/Home';
import type { Feature } from '../../app/feature.ts';
import { drawnByServer, type PageHandle } from '../../app/pageHandle.ts';
import { routeCode } from '../../app/routeCode.ts';
import { whenSignedIn } from '../auth/index.ts';
import { clientsApi } from '../clients/index.ts';

// The menu shows on every page: its texts load at start (`shell.`), not with the dashboard's.
const messages = defineMessages({
  nav: { id: 'shell.nav.dashboard', defaultMessage: 'Overview', description: 'Main navigation: dashboard' },
});

/** Spec §2's first page: this month's figures, what is to pay, spot prices and the places of supply. */
export const dashboard: Feature = {
  name: 'dashboard',
  area: 'dashboard',
  navigation: [{ to: '/dashboard', label: messages.nav, icon: HomeIcon, feature: 'dashboard' }],
  routes: (store) => [
    {
      path: 'dashboard',
      // It opens with the acting client's profile.
      loader: whenSignedIn(store, (s) =>
        s.dispatch(clientsApi.endpoints.me.initiate(undefined, { subscribe: false })),
      ),
      handle: {
        // Only the server fetches all of it; the browser's build leaves the code out.
        serverData: import.meta.env.SSR
          ? async (s, site) => (await import('./serverData.ts')).fetchDashboard(s, site)
          : drawnByServer,
      } satisfies PageHandle,
      lazy: routeCode(
        () => import('./DashboardPage.tsx'),
        (module) => module.DashboardPage,
      ),
    },
  ],
};
