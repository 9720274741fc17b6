import { defineMessages } from 'react-intl';
import { ContractIcon } from '@vool/ui/icons/Contract';
import type { Feature } from '../../app/feature.ts';
import { drawnByServer, type PageHandle } from '../../app/pageHandle.ts';
import { routeCode } from '../../app/routeCode.ts';
import { whenSignedIn } from '../auth/index.ts';

// The menu shows on every page: its texts load at start (`shell.`), not with the contracts'.
const messages = defineMessages({
  nav: { id: 'shell.nav.contracts', defaultMessage: 'Contracts', description: 'Main navigation: contracts' },
});

// The forms' date picker is a chunk of its own (DateField.tsx), fetched beside the page's code.
const preloadDateField = () => {
  void import('./DatePickerField.tsx');
  return null;
};

/**
 * Spec §2 /contracts and its flows: the list (a contract at `?contract=<id>`), renewal offers, the
 * signing every agreement passes, moving out, and a new contract from a product.
 */
export const contracts: Feature = {
  name: 'contracts',
  area: 'contracts',
  navigation: [{ to: '/contracts', label: messages.nav, icon: ContractIcon, feature: 'contracts' }],
  routes: (store) => [
    {
      path: 'contracts',
      // It opens with the list or the contract the address names; their calls load with the page's code.
      loader: whenSignedIn(store, async (s, { request }) => {
        const { preloadContracts } = await import('./preload.ts');
        await preloadContracts(s, new URL(request.url).searchParams);
      }),
      handle: {
        serverData: import.meta.env.SSR
          ? async (s, _site, page) => (await import('./serverData.ts')).fetchContracts(s, page)
          : drawnByServer,
      } satisfies PageHandle,
      lazy: routeCode(
        () => import('./ContractsPage.tsx'),
        (module) => module.ContractsPage,
      ),
    },
    {
      path: 'contracts/new',
      loader: preloadDateField,
      lazy: routeCode(
        () => import('./NewContractPage.tsx'),
        (module) => module.NewContractPage,
      ),
    },
    {
      // The signing every agreement passes (a renewal, a new contract): `?token=`.
      path: 'contracts/sign',
      lazy: routeCode(
        () => import('./SignPage.tsx'),
        (module) => module.SignPage,
      ),
    },
    {
      path: 'contracts/sign/confirmation',
      lazy: routeCode(
        () => import('./SignedPage.tsx'),
        (module) => module.SignedPage,
      ),
    },
    {
      path: 'contracts/:id/offer',
      handle: {
        serverData: import.meta.env.SSR
          ? async (s, _site, page) => (await import('./serverData.ts')).fetchOffer(s, page)
          : drawnByServer,
      } satisfies PageHandle,
      lazy: routeCode(
        () => import('./OfferPage.tsx'),
        (module) => module.OfferPage,
      ),
    },
    {
      path: 'contracts/:id/offer/confirmation',
      lazy: routeCode(
        () => import('./SignedPage.tsx'),
        (module) => module.SignedPage,
      ),
    },
    {
      path: 'contracts/:id/move-out',
      loader: preloadDateField,
      lazy: routeCode(
        () => import('./MoveOutPage.tsx'),
        (module) => module.MoveOutPage,
      ),
    },
    {
      path: 'contracts/:id/move-out/confirmation',
      lazy: routeCode(
        () => import('./MoveOutDonePage.tsx'),
        (module) => module.MoveOutDonePage,
      ),
    },
  ],
};
