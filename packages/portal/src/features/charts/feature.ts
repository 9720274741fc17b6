import { defineMessages } from 'react-intl';
import { ChartIcon } from '@vool/ui/icons/Chart';
import type { Feature } from '../../app/feature.ts';
import { drawnByServer, type PageHandle } from '../../app/pageHandle.ts';
import { routeCode } from '../../app/routeCode.ts';
import { whenSignedIn } from '../auth/index.ts';

// The menu shows on every page: its texts load at start (`shell.`), not with the charts'.
const messages = defineMessages({
  nav: {
    id: 'shell.nav.charts',
    defaultMessage: 'Consumption',
    description: 'Main navigation: consumption charts',
  },
});

/**
 * One usage point's readings over a period, as a chart and a table (spec §7). Drawn on the server
 * with the readings; ECharts draws the chart in the browser.
 */
export const charts: Feature = {
  name: 'charts',
  area: 'charts',
  navigation: [{ to: '/charts', label: messages.nav, icon: ChartIcon }],
  routes: (store) => [
    {
      path: 'charts',
      // It opens with the usage point the address names (or the client's first): never all of them,
      // which may be thousands. The picker's code comes with the page's, so the loader imports it
      // along with the page instead of pulling it into every page's start.
      loader: whenSignedIn(store, async (s, { request }) => {
        const { loadPlacedPoint } = await import('../usage-points/index.ts');
        await loadPlacedPoint(s, new URL(request.url).searchParams.get('point') ?? undefined);
      }),
      handle: {
        // The picker's texts come with the page's.
        areas: ['usagePoints'],
        // Drawn on the server; the browser's build leaves its fetching out.
        serverData: import.meta.env.SSR
          ? async (s, site, page) => (await import('./serverData.ts')).fetchCharts(s, site, page)
          : drawnByServer,
      } satisfies PageHandle,
      lazy: routeCode(
        () => import('./ChartsPage.tsx'),
        (module) => module.ChartsPage,
      ),
    },
  ],
};
