import { useIntl } from 'react-intl';
import { Card } from '@vool/ui/Card';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Stack } from '@vool/ui/Stack';
import { useSite } from '../../app/site.tsx';
import { formatDate, formatTime } from '../../i18n/format.ts';
import { FeedbackOffer } from '../feedback/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { formatCents, invoiceHref, providerNames } from './format.ts';
import { messages } from './messages.ts';
import { PaymentStage } from './PaymentStage.tsx';

/** Spec §2 /invoices/{id}/confirmation: paid, with a receipt. */
export function ConfirmationPage() {
  const intl = useIntl();
  const { timezone } = useSite();
  // Instants come as UTC: shown in the site's zone, whatever the browser's.
  const at = (iso: string) => `${formatDate(new Date(iso), timezone)} ${formatTime(new Date(iso), timezone)}`;
  return (
    <PaymentStage stage="confirmation">
      {(payment) => (
        <Stack gap="300">
          <h1 className={shell.pageTitle}>{intl.formatMessage(messages.confirmationTitle)}</h1>
          <Card title={intl.formatMessage(messages.receipt)} headingLevel={2}>
            <DescriptionList>
              <DescriptionItem term={intl.formatMessage(messages.invoiceNumber)}>
                {payment.invoiceNumber}
              </DescriptionItem>
              <DescriptionItem term={intl.formatMessage(messages.amount)}>
                {formatCents(intl, payment.amountCents)}
              </DescriptionItem>
              <DescriptionItem term={intl.formatMessage(messages.paidWith)}>
                {providerNames[payment.provider]}
              </DescriptionItem>
              <DescriptionItem term={intl.formatMessage(messages.paidAt)}>
                {at(payment.updatedAt)}
              </DescriptionItem>
              <DescriptionItem term={intl.formatMessage(messages.paymentId)}>{payment.id}</DescriptionItem>
            </DescriptionList>
          </Card>
          <PageLink href={invoiceHref(payment.invoiceNumber)} variant="standalone">
            {intl.formatMessage(messages.toInvoice)}
          </PageLink>
          <FeedbackOffer about="payment" />
        </Stack>
      )}
    </PaymentStage>
  );
}
