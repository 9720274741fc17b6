import { useIntl } from 'react-intl';
import type { InvoiceDetail } from '@vool/api-client/browser';
import { Card } from '@vool/ui/Card';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { CopyButton } from './CopyButton.tsx';
import { formatCents } from './format.ts';
import * as styles from './invoices.css.ts';
import { messages } from './messages.ts';

/** IBAN groups of four, as printed on invoices and typed into banks. */
const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** What a customer types into their bank to pay by transfer, each with a copy button. */
export function PaymentInfo({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const { payment } = invoice;
  const item = (term: string, shown: string, copied = shown) => (
    <DescriptionItem term={term}>
      <span className={styles.copyRow}>
        <span className={styles.code}>{shown}</span>
        <CopyButton value={copied} what={term} />
      </span>
    </DescriptionItem>
  );
  return (
    <Card title={intl.formatMessage(messages.paymentInfo)} headingLevel={2}>
      <DescriptionList>
        <DescriptionItem term={intl.formatMessage(messages.payee)}>{invoice.seller.name}</DescriptionItem>
        {item(intl.formatMessage(messages.iban), grouped(payment.iban), payment.iban)}
        <DescriptionItem term={intl.formatMessage(messages.bic)}>
          {`${payment.bic} · ${payment.bankName}`}
        </DescriptionItem>
        {item(intl.formatMessage(messages.reference), payment.reference)}
        {payment.creditorReference &&
          item(intl.formatMessage(messages.creditorReference), payment.creditorReference)}
        {invoice.openCents > 0 &&
          item(
            intl.formatMessage(messages.amount),
            formatCents(intl, invoice.openCents),
            (invoice.openCents / 100).toFixed(2),
          )}
        {payment.virtualBarcode &&
          invoice.openCents > 0 &&
          item(intl.formatMessage(messages.barcode), payment.virtualBarcode)}
      </DescriptionList>
    </Card>
  );
}
