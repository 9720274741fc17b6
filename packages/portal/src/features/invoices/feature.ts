import { defineMessages } from 'react-intl';
import { InvoiceIcon } from '@vool/ui/icons/Invoice';
import type { Feature } from '../../app/feature.ts';
import { drawnByServer, type PageHandle } from '../../app/pageHandle.ts';
import { routeCode } from '../../app/routeCode.ts';
import { whenSignedIn } from '../auth/index.ts';

// The menu shows on every page: its texts load at start (`shell.`), not with the invoices'.
const messages = defineMessages({
  nav: { id: 'shell.nav.invoices', defaultMessage: 'Invoices', description: 'Main navigation: invoices' },
});

/**
 * Spec §2 /invoices and the payment stages: the list (`?type=` unpaid or paid), an invoice
 * (`?invoice=<number>`, linkable from the dashboard and an e-mail), and the pages a payment passes.
 */
export const invoices: Feature = {
  name: 'invoices',
  area: 'invoices',
  navigation: [{ to: '/invoices', label: messages.nav, icon: InvoiceIcon, feature: 'invoices' }],
  routes: (store) => [
    {
      path: 'invoices',
      // It opens with the list or the invoice the address names; their calls load with the page's code.
      loader: whenSignedIn(store, async (s, { request }) => {
        const { preloadInvoices } = await import('./preload.ts');
        await preloadInvoices(s, new URL(request.url).searchParams);
      }),
      // Drawn on the server, with what its loader fetches.
      handle: { serverData: drawnByServer } satisfies PageHandle,
      lazy: routeCode(
        () => import('./InvoicesPage.tsx'),
        (module) => module.InvoicesPage,
      ),
    },
    {
      // payment-processing, waiting-confirmation and confirmation (PaymentStagePage.tsx), where the
      // providers send the customer back: drawn on the server with the payment, like the list.
      path: 'invoices/:id/:stage',
      loader: async (args) => (await import('./preload.ts')).loadPaymentStage(store, args),
      handle: { serverData: drawnByServer } satisfies PageHandle,
      lazy: routeCode(
        () => import('./PaymentStagePage.tsx'),
        (module) => module.PaymentStagePage,
      ),
    },
  ],
};
