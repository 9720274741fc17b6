import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import type { Payment } from '@vool/api-client/browser';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { useSaga } from '../../app/store/useSaga.ts';
import { LoadFailed } from '../errors/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { usePaymentQuery } from './api.ts';
import * as styles from './invoices.css.ts';
import { messages } from './messages.ts';
import { paymentSaga, type PaymentStage as Stage } from './paymentSaga.ts';
import { isPaymentId } from './stages.ts';

/** How often each page asks: quickly while the provider confirms, calmly while the bank settles. */
const waits: Record<Stage, { first: number; max: number }> = {
  'payment-processing': { first: 1000, max: 8000 },
  'waiting-confirmation': { first: 5000, max: 30_000 },
  confirmation: { first: 1000, max: 8000 },
};

/**
 * The frame of the three payment pages: the payment named in the address, followed by its saga for
 * as long as the page is shown; `children` draws the stage once the payment is known.
 */
export function PaymentStage({
  stage,
  children,
}: {
  stage: Stage;
  children: (payment: Payment) => ReactNode;
}) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { id = '' } = useParams();
  const paymentId = params.get('payment') ?? '';
  const valid = isPaymentId(paymentId);
  const query = usePaymentQuery(paymentId, { skip: !valid });
  const saga = useMemo(() => paymentSaga(paymentId, stage, waits[stage]), [paymentId, stage]);
  useSaga(saga);

  const back = (
    <PageLink href="/invoices" variant="standalone">
      {intl.formatMessage(messages.toInvoices)}
    </PageLink>
  );
  // Every state of the page says where the user is, as its first heading.
  const title = <h1 className={shell.pageTitle}>{intl.formatMessage(messages.processingTitle)}</h1>;
  const status = (query.error as { status?: number } | undefined)?.status;
  const payment = query.currentData ?? query.data;
  let body: ReactNode;
  if (!valid || status === 404 || (payment && String(payment.invoiceId) !== id)) {
    body = <h1 className={shell.pageTitle}>{intl.formatMessage(messages.paymentNotFound)}</h1>;
  } else if (payment) {
    body = children(payment);
  } else if (query.isError) {
    body = (
      <>
        {title}
        <LoadFailed
          message={intl.formatMessage(messages.paymentLoadFailed)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  } else {
    body = (
      <>
        {title}
        <SkeletonGroup label={intl.formatMessage(messages.processingTitle)}>
          <Skeleton lines={3} />
        </SkeletonGroup>
      </>
    );
  }
  return (
    <Stack gap="300">
      {back}
      <div className={styles.stagePage}>{body}</div>
    </Stack>
  );
}
