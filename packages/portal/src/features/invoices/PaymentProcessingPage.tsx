import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Payment } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { ProgressBar } from '@vool/ui/ProgressBar';
import { Stack } from '@vool/ui/Stack';
import { PageLink, shell } from '../shell/index.ts';
import { useLazyPaymentQuery } from './api.ts';
import { invoiceHref, providerNames } from './format.ts';
import { messages } from './messages.ts';
import { PaymentStage } from './PaymentStage.tsx';

/** After this long without an answer, the page says it is slow and offers to ask again. */
const SLOW_MS = 60_000;

function Processing({ payment }: { payment: Payment }) {
  const intl = useIntl();
  const [slow, setSlow] = useState(false);
  const [ask, asked] = useLazyPaymentQuery();
  useEffect(() => {
    const timer = setTimeout(() => {
      setSlow(true);
    }, SLOW_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return (
    <Stack gap="300">
      <h1 className={shell.pageTitle}>{intl.formatMessage(messages.processingTitle)}</h1>
      {/* The heading says what it is waiting for; the bar only shows that it is. */}
      <ProgressBar aria-label={intl.formatMessage(messages.processingTitle)} isIndeterminate />
      <p>
        {intl.formatMessage(messages.processingText, {
          provider: providerNames[payment.provider],
          number: payment.invoiceNumber,
        })}
      </p>
      {slow && (
        <Alert
          tone="info"
          action={
            <Button
              size="sm"
              variant="secondary"
              isPending={asked.isFetching}
              onPress={() => void ask(payment.id)}
            >
              {intl.formatMessage(messages.checkAgain)}
            </Button>
          }
        >
          {intl.formatMessage(messages.processingSlow)}
        </Alert>
      )}
    </Stack>
  );
}

function Failed({ payment }: { payment: Payment }) {
  const intl = useIntl();
  const cancelled = payment.status === 'cancelled';
  return (
    <Stack gap="300">
      <h1 className={shell.pageTitle}>
        {intl.formatMessage(cancelled ? messages.statusCancelled : messages.statusFailed)}
      </h1>
      <Alert tone={cancelled ? 'warning' : 'danger'}>
        {intl.formatMessage(cancelled ? messages.statusCancelledText : messages.statusFailedText)}
      </Alert>
      <PageLink href={invoiceHref(payment.invoiceNumber)} variant="standalone">
        {intl.formatMessage(messages.tryAgain)}
      </PageLink>
    </Stack>
  );
}

/** Spec §2 /invoices/{id}/payment-processing: back from the provider, waiting for its word. */
export function PaymentProcessingPage() {
  return (
    <PaymentStage stage="payment-processing">
      {(payment) =>
        payment.status === 'failed' || payment.status === 'cancelled' ? (
          <Failed payment={payment} />
        ) : (
          <Processing payment={payment} />
        )
      }
    </PaymentStage>
  );
}
