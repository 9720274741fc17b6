import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceDetail } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Card } from '@vool/ui/Card';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { DownloadIcon } from '@vool/ui/icons/Download';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { formatSiteDate } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { useInvoiceQuery } from './api.ts';
import { downloadInvoice } from './download.ts';
import { Explanation } from './Explanation.tsx';
import { formatCents, formatPeriod } from './format.ts';
import { InvoiceLines } from './InvoiceLines.tsx';
import * as styles from './invoices.css.ts';
import { messages } from './messages.ts';
import { PayDialog } from './PayDialog.tsx';
import { PaymentInfo } from './PaymentInfo.tsx';
import { PostponeButton } from './PostponeButton.tsx';
import { StateBadges } from './StateBadges.tsx';

function Downloads({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<'invoicePdf' | 'invoiceCsv' | null>(null);
  const [failed, setFailed] = useState(false);
  const save = (kind: 'invoicePdf' | 'invoiceCsv') => {
    setBusy(kind);
    setFailed(false);
    downloadInvoice(invoice.id, kind).then(
      () => {
        setBusy(null);
      },
      () => {
        setBusy(null);
        setFailed(true);
      },
    );
  };
  return (
    <>
      <Button
        variant="secondary"
        icon={<DownloadIcon />}
        isPending={busy === 'invoicePdf'}
        onPress={() => {
          save('invoicePdf');
        }}
      >
        {intl.formatMessage(messages.downloadPdf)}
      </Button>
      <Button
        variant="tertiary"
        icon={<DownloadIcon />}
        isPending={busy === 'invoiceCsv'}
        onPress={() => {
          save('invoiceCsv');
        }}
      >
        {intl.formatMessage(messages.downloadCsv)}
      </Button>
      {failed && <Alert tone="danger">{intl.formatMessage(messages.downloadFailed)}</Alert>}
    </>
  );
}

function Summary({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  return (
    <Card>
      <DescriptionList columns={2}>
        <DescriptionItem term={intl.formatMessage(messages.period)}>
          {intl.formatMessage(messages.periodValue, {
            from: formatSiteDate(invoice.periodStart),
            to: formatSiteDate(invoice.periodEnd),
          })}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage(messages.issueDate)}>
          {formatSiteDate(invoice.issueDate)}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage(messages.dueDate)}>
          {formatSiteDate(invoice.dueDate)}
          {invoice.originalDueDate &&
            ` (${intl.formatMessage(messages.dueWas, { date: formatSiteDate(invoice.originalDueDate) })})`}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage(messages.type)}>
          {intl.formatMessage(invoice.type === 'E-Invoice' ? messages.typeEInvoice : messages.typeRegular)}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage(messages.total)}>
          {formatCents(intl, invoice.totalCents)}
        </DescriptionItem>
        {invoice.paidCents > 0 && invoice.openCents > 0 && (
          <DescriptionItem term={intl.formatMessage(messages.paid)}>
            {formatCents(intl, invoice.paidCents)}
          </DescriptionItem>
        )}
        {invoice.openCents > 0 && (
          <DescriptionItem term={intl.formatMessage(messages.open)}>
            <strong>{formatCents(intl, invoice.openCents)}</strong>
          </DescriptionItem>
        )}
      </DescriptionList>
    </Card>
  );
}

function Invoice({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const refusal = invoice.postpone.refusal;
  return (
    <Stack gap="400">
      <Stack gap="100">
        <h1 className={shell.pageTitle}>
          {intl.formatMessage(messages.detailTitle, { number: invoice.invoiceNumber })}
        </h1>
        <p className={shell.muted}>{formatPeriod(intl, invoice.period)}</p>
        <StateBadges invoice={invoice} />
      </Stack>
      <div role="group" aria-label={intl.formatMessage(messages.actions)} className={styles.actions}>
        <PayDialog invoice={invoice} />
        <PostponeButton invoice={invoice} />
        <Downloads invoice={invoice} />
      </div>
      {refusal && refusal !== 'INVOICE_PAID' && invoice.status === 'unpaid' && (
        <p className={shell.muted}>{intl.formatMessage(messages[`refusal_${refusal}`])}</p>
      )}
      <div className={styles.detailGrid}>
        <Stack gap="400">
          <Summary invoice={invoice} />
          <InvoiceLines invoice={invoice} />
        </Stack>
        <Stack gap="400">
          <PaymentInfo invoice={invoice} />
        </Stack>
      </div>
      <Explanation invoiceNumber={invoice.invoiceNumber} />
    </Stack>
  );
}

/** One invoice: what it bills, how to pay it, its files, postponing, and how it was calculated. */
export function InvoiceDetailView({ invoiceNumber }: { invoiceNumber: string }) {
  const intl = useIntl();
  const query = useInvoiceQuery(invoiceNumber);
  const back = (
    <PageLink href="/invoices" variant="standalone">
      {intl.formatMessage(messages.back)}
    </PageLink>
  );
  const notFound = (query.error as { status?: number } | undefined)?.status === 404;
  return (
    <Stack gap="300">
      {back}
      {query.currentData ? (
        <Invoice invoice={query.currentData} />
      ) : notFound ? (
        <Alert tone="warning">{intl.formatMessage(messages.notFound, { number: invoiceNumber })}</Alert>
      ) : query.isError ? (
        <LoadFailed
          message={intl.formatMessage(messages.detailLoadFailed)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton height="3rem" width="20rem" />
          <Skeleton lines={10} />
        </SkeletonGroup>
      )}
    </Stack>
  );
}
