import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceListItem } from '@vool/api-client/browser';
import { Button } from '@vool/ui/Button';
import { formatSiteDate } from '../../i18n/format.ts';
import { PageLink } from '../shell/index.ts';
import { formatCents, formatPeriod, invoiceHref } from './format.ts';
import * as styles from './invoices.css.ts';
import { messages } from './messages.ts';
import { StateBadges } from './StateBadges.tsx';

/**
 * Rows shown at first and added per "Show more". Paged rather than virtualised: three years of monthly
 * invoices is a few dozen rows, and a plain list keeps the browser's find-in-page and a screen
 * reader's list navigation, which a virtual window breaks; paging keeps the page light past 120.
 */
export const PAGE_SIZE = 24;

function Row({ invoice }: { invoice: InvoiceListItem }) {
  const intl = useIntl();
  const open = invoice.status === 'unpaid' && invoice.paidCents > 0;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <PageLink href={invoiceHref(invoice.invoiceNumber)} variant="standalone">
          {formatPeriod(intl, invoice.period)}
        </PageLink>
        <span className={styles.muted}>
          {intl.formatMessage(messages.rowNumber, { number: invoice.invoiceNumber })}
        </span>
      </div>
      <div className={styles.rowState}>
        <StateBadges invoice={invoice} />
        <span className={styles.muted}>
          {intl.formatMessage(messages.rowDue, { date: formatSiteDate(invoice.dueDate) })}
        </span>
      </div>
      <div className={styles.rowAmount}>
        <span className={styles.amount}>{formatCents(intl, invoice.totalCents)}</span>
        {open && (
          <span className={styles.muted}>
            {intl.formatMessage(messages.rowOpen, { amount: formatCents(intl, invoice.openCents) })}
          </span>
        )}
      </div>
    </li>
  );
}

/** The invoices, newest first, a page at a time. */
export function InvoiceList({ invoices }: { invoices: readonly InvoiceListItem[] }) {
  const intl = useIntl();
  const [shown, setShown] = useState(PAGE_SIZE);
  const visible = invoices.slice(0, shown);
  const more = Math.min(PAGE_SIZE, invoices.length - shown);
  return (
    <div className={styles.listBlock}>
      <ul className={styles.list} aria-label={intl.formatMessage(messages.listLabel)}>
        {visible.map((invoice) => (
          <Row key={invoice.id} invoice={invoice} />
        ))}
      </ul>
      {more > 0 && (
        <div className={styles.listFooter}>
          <p className={styles.muted} aria-live="polite">
            {intl.formatMessage(messages.shownOf, { shown: visible.length, total: invoices.length })}
          </p>
          <Button
            variant="secondary"
            onPress={() => {
              setShown((n) => n + PAGE_SIZE);
            }}
          >
            {intl.formatMessage(messages.showMore, { count: more })}
          </Button>
        </div>
      )}
    </div>
  );
}
