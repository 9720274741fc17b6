import { useIntl } from 'react-intl';
import type { InvoiceListItem } from '@vool/api-client/browser';
import { Badge, StatusBadge, type StatusBadgeTone } from '@vool/ui/Badge';
import { Inline } from '@vool/ui/Inline';
import { invoiceState, type InvoiceState } from './format.ts';
import { messages } from './messages.ts';

const tones: Record<InvoiceState, StatusBadgeTone> = {
  paid: 'success',
  partly: 'info',
  overdue: 'danger',
  unpaid: 'warning',
};
const labels = {
  paid: messages.statusPaid,
  partly: messages.statusPartly,
  overdue: messages.statusOverdue,
  unpaid: messages.statusUnpaid,
};

/** An invoice's state in words, with its colour and icon; e-invoice and postponed as plain badges. */
export function StateBadges({ invoice }: { invoice: InvoiceListItem }) {
  const intl = useIntl();
  const state = invoiceState(invoice);
  return (
    <Inline gap="100" wrap>
      <StatusBadge tone={tones[state]} size="sm">
        {intl.formatMessage(labels[state])}
      </StatusBadge>
      {invoice.type === 'E-Invoice' && <Badge size="sm">{intl.formatMessage(messages.statusEInvoice)}</Badge>}
      {invoice.postponed && invoice.status === 'unpaid' && (
        <Badge size="sm">{intl.formatMessage(messages.statusPostponed)}</Badge>
      )}
    </Inline>
  );
}
