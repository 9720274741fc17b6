import { useIntl } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { Stack } from '@vool/ui/Stack';
import { PageLink, shell } from '../shell/index.ts';
import { formatCents, invoiceHref } from './format.ts';
import { messages } from './messages.ts';
import { PaymentStage } from './PaymentStage.tsx';

/** Spec §2 /invoices/{id}/waiting-confirmation: the bank accepted the payment and settles it later. */
export function WaitingConfirmationPage() {
  const intl = useIntl();
  return (
    <PaymentStage stage="waiting-confirmation">
      {(payment) => (
        <Stack gap="300">
          <h1 className={shell.pageTitle}>{intl.formatMessage(messages.waitingTitle)}</h1>
          <Alert tone="info">
            {intl.formatMessage(messages.waitingText, {
              amount: formatCents(intl, payment.amountCents),
              number: payment.invoiceNumber,
            })}
          </Alert>
          <PageLink href={invoiceHref(payment.invoiceNumber)} variant="standalone">
            {intl.formatMessage(messages.toInvoice)}
          </PageLink>
        </Stack>
      )}
    </PaymentStage>
  );
}
