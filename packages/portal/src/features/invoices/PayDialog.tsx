import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceDetail } from '@vool/api-client/browser';
import { Button } from '@vool/ui/Button';
import { Dialog, DialogTrigger } from '@vool/ui/Dialog';
import { Skeleton } from '@vool/ui/Skeleton';
import { formatCents } from './format.ts';
import { messages } from './messages.ts';

// The form's pickers load when "Pay" is pressed, not with every invoice.
const PayForm = lazy(async () => ({ default: (await import('./PayForm.tsx')).PayForm }));

/** "Pay" and its dialog: how to pay, then on to the provider. */
export function PayDialog({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  if (invoice.payWith.length === 0 || invoice.openCents <= 0) return null;
  return (
    <DialogTrigger>
      <Button variant="primary">
        {intl.formatMessage(messages.pay, { amount: formatCents(intl, invoice.openCents) })}
      </Button>
      <Dialog title={intl.formatMessage(messages.payTitle, { number: invoice.invoiceNumber })} isDismissable>
        {({ close }) => (
          <Suspense fallback={<Skeleton lines={4} />}>
            <PayForm invoice={invoice} close={close} />
          </Suspense>
        )}
      </Dialog>
    </DialogTrigger>
  );
}
