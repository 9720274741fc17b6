import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@vool/ui/EmptyState';
import { InvoiceIcon } from '@vool/ui/icons/Invoice';
import { Segment, SegmentedControl } from '@vool/ui/SegmentedControl';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { StatCard } from '@vool/ui/StatCard';
import type { InvoiceList as InvoiceListAnswer } from '@vool/api-client/browser';
import { lazyPart } from '../../app/lazyPart.tsx';
import { LoadFailed } from '../errors/index.ts';
import { shell } from '../shell/index.ts';
import { useInvoicesQuery } from './api.ts';
import { listFilter } from './filter.ts';
import { formatCents } from './format.ts';
import { InvoiceList } from './InvoiceList.tsx';
import * as styles from './invoices.css.ts';
import { messages } from './messages.ts';

// An invoice's page is a chunk of its own: the list opens without it (preload.ts fetches it with the
// invoice when the address names one).
const InvoiceDetailView = lazyPart(async () => (await import('./InvoiceDetailView.tsx')).InvoiceDetailView);

/** The invoice the address names, loaded with the page (app/lazyPart.tsx). */
export const preloadParts = (params: URLSearchParams): Promise<unknown> =>
  params.has('invoice') ? InvoiceDetailView.preload() : Promise.resolve();

function Totals({ totals }: { totals: InvoiceListAnswer['totals'] }) {
  const intl = useIntl();
  return (
    <div className={styles.totals}>
      <StatCard
        label={intl.formatMessage(messages.openTotal)}
        value={formatCents(intl, totals.openCents)}
        changeLabel={intl.formatMessage(messages.openCount, { count: totals.unpaidCount })}
        increaseIs="neutral"
      />
      <StatCard
        label={intl.formatMessage(messages.overdueTotal)}
        value={formatCents(intl, totals.overdueCents)}
        changeLabel={intl.formatMessage(messages.overdueCount, { count: totals.overdueCount })}
        increaseIs="neutral"
      />
    </div>
  );
}

function Empty({ filter }: { filter: ReturnType<typeof listFilter> }) {
  const intl = useIntl();
  const [title, text] =
    filter === 'unpaid'
      ? [messages.emptyUnpaid, messages.emptyUnpaidText]
      : filter === 'paid'
        ? [messages.emptyPaid, undefined]
        : [messages.emptyAll, messages.emptyAllText];
  return (
    <EmptyState
      icon={<InvoiceIcon />}
      title={intl.formatMessage(title)}
      description={text ? intl.formatMessage(text) : undefined}
      headingLevel={2}
    />
  );
}

function ListView() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filter = listFilter(params);
  const query = useInvoicesQuery(filter);
  const answer = query.currentData;

  const select = (key: string | number) => {
    const next = new URLSearchParams(params);
    if (key === 'all') next.delete('type');
    else next.set('type', String(key));
    setParams(next, { preventScrollReset: true });
  };

  return (
    <Stack gap="400">
      <div className={styles.pageHeader}>
        <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>
        <SegmentedControl
          aria-label={intl.formatMessage(messages.filter)}
          selectedKey={filter ?? 'all'}
          onSelectionChange={select}
        >
          <Segment id="all">{intl.formatMessage(messages.filterAll)}</Segment>
          <Segment id="unpaid">{intl.formatMessage(messages.filterUnpaid)}</Segment>
          <Segment id="paid">{intl.formatMessage(messages.filterPaid)}</Segment>
        </SegmentedControl>
      </div>
      {query.isError && !answer ? (
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={() => void query.refetch()}
        />
      ) : !answer ? (
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton height="6rem" />
          <Skeleton lines={8} />
        </SkeletonGroup>
      ) : (
        <>
          <Totals totals={answer.totals} />
          {answer.invoices.length === 0 ? (
            <Empty filter={filter} />
          ) : (
            // A new filter is a new list: it opens at its first page.
            <InvoiceList key={filter ?? 'all'} invoices={answer.invoices} />
          )}
        </>
      )}
    </Stack>
  );
}

/** Spec §2 /invoices: the list, or the invoice the address names (`?invoice=<number>`). */
export function InvoicesPage() {
  const [params] = useSearchParams();
  const invoiceNumber = params.get('invoice');
  const intl = useIntl();
  if (!invoiceNumber) return <ListView />;
  return (
    <Suspense
      fallback={
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton lines={10} />
        </SkeletonGroup>
      }
    >
      <InvoiceDetailView invoiceNumber={invoiceNumber} />
    </Suspense>
  );
}
