import { defineMessages } from 'react-intl';
import type { LoaderFunction } from 'react-router';
import { ContractIcon } from '@vool/ui/icons/Contract';
import type { Feature } from '../../app/feature.ts';
import { drawnByServer, type PageHandle } from '../../app/pageHandle.ts';
import { routeCode } from '../../app/routeCode.ts';
import type { AppStore } from '../../app/store/store.ts';
import { whenSignedIn } from '../auth/index.ts';
import type { opening } from './preload.ts';
import type * as ServerData from './serverData.ts';

// The menu shows on every page: its texts load at start (`shell.`), not with the contracts'.
const messages = defineMessages({
  nav: { id: 'shell.nav.contracts', defaultMessage: 'Contracts', description: 'Main navigation: contracts' },
});

/** A page's loader: what it opens with (preload.ts), whose calls load with the page's code. */
const opens = (store: AppStore, page: keyof typeof opening): LoaderFunction =>
  whenSignedIn(store, async (s, args) => (await import('./preload.ts')).opening[page](s, args));

// Drawn on the server with what its loader fetches.
const drawn = { serverData: drawnByServer } satisfies PageHandle;

/** Drawn on the server with what its loader fetches and, on the server only, `fetch` of serverData.ts. */
const drawnWith = (fetch: keyof typeof ServerData): PageHandle => ({
  serverData: import.meta.env.SSR
    ? async (s, _site, page) => (await import('./serverData.ts'))[fetch](s, page)
    : drawnByServer,
});

/**
 * Spec §2 /contracts and its flows: the list (a contract at `?contract=<id>`), renewal offers, the
 * signing every agreement passes, moving out, and a new contract from a product. The server draws
 * each page with what it opens with, and an address that names nothing draws the page's own "not
 * found" or goes where the page would send it.
 */
export const contracts: Feature = {
  name: 'contracts',
  area: 'contracts',
  navigation: [{ to: '/contracts', label: messages.nav, icon: ContractIcon, feature: 'contracts' }],
  routes: (store) => [
    {
      path: 'contracts',
      loader: opens(store, 'list'),
      handle: drawnWith('fetchContracts'),
      lazy: routeCode(
        () => import('./ContractsPage.tsx'),
        (module) => module.ContractsPage,
      ),
    },
    {
      path: 'contracts/new',
      loader: opens(store, 'create'),
      // The place search's texts, for a client with many places.
      handle: { areas: ['usagePoints'], ...drawnWith('fetchNewContract') },
      lazy: routeCode(
        () => import('./NewContractPage.tsx'),
        (module) => module.NewContractPage,
      ),
    },
    {
      // The signing every agreement passes (a renewal, a new contract): `?token=`.
      path: 'contracts/sign',
      loader: opens(store, 'sign'),
      handle: drawn,
      lazy: routeCode(
        () => import('./SignPage.tsx'),
        (module) => module.SignPage,
      ),
    },
    {
      path: 'contracts/sign/confirmation',
      loader: opens(store, 'signed'),
      handle: drawnWith('fetchSigned'),
      lazy: routeCode(
        () => import('./SignedPage.tsx'),
        (module) => module.SignedPage,
      ),
    },
    {
      path: 'contracts/:id/offer',
      handle: drawnWith('fetchOffer'),
      lazy: routeCode(
        () => import('./OfferPage.tsx'),
        (module) => module.OfferPage,
      ),
    },
    {
      path: 'contracts/:id/offer/confirmation',
      loader: opens(store, 'signed'),
      handle: drawnWith('fetchSigned'),
      lazy: routeCode(
        () => import('./SignedPage.tsx'),
        (module) => module.SignedPage,
      ),
    },
    {
      path: 'contracts/:id/move-out',
      loader: opens(store, 'moveOut'),
      handle: drawn,
      lazy: routeCode(
        () => import('./MoveOutPage.tsx'),
        (module) => module.MoveOutPage,
      ),
    },
    {
      path: 'contracts/:id/move-out/confirmation',
      loader: opens(store, 'movedOut'),
      handle: drawn,
      lazy: routeCode(
        () => import('./MoveOutDonePage.tsx'),
        (module) => module.MoveOutDonePage,
      ),
    },
  ],
};
