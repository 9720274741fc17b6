import { defineMessages } from 'react-intl';
import { SupportIcon } from '@vool/ui/icons/Support';
import type { Feature } from '../../app/feature.ts';
import { drawnByServer, type PageHandle } from '../../app/pageHandle.ts';
import { routeCode } from '../../app/routeCode.ts';
import { whenSignedIn } from '../auth/index.ts';

// The menu shows on every page: its texts load at start (`shell.`), not with the support page's.
const messages = defineMessages({
  nav: {
    id: 'shell.nav.support',
    defaultMessage: 'Support',
    description: 'Main navigation: support tickets',
  },
});

/**
 * Spec §2 /support: how to reach customer service, the customer's tickets, a ticket's conversation
 * (`?ticket=<id>`) and a new ticket (`?new`).
 */
export const support: Feature = {
  name: 'support',
  area: 'support',
  navigation: [{ to: '/support', label: messages.nav, icon: SupportIcon, feature: 'support' }],
  routes: (store) => [
    {
      path: 'support',
      // It opens with the list, the ticket or the form the address names; their calls load with the page's code.
      loader: whenSignedIn(store, async (s, { request }) => {
        const { preloadSupport } = await import('./preload.ts');
        await preloadSupport(s, new URL(request.url).searchParams);
      }),
      handle: {
        serverData: import.meta.env.SSR
          ? async (s, _site, page) => (await import('./serverData.ts')).fetchSupport(s, page)
          : drawnByServer,
      } satisfies PageHandle,
      lazy: routeCode(
        () => import('./SupportPage.tsx'),
        (module) => module.SupportPage,
      ),
    },
  ],
};
