import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { InvoiceDetail, PostponeRefusal } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { AlertDialog } from '@vool/ui/AlertDialog';
import { Button } from '@vool/ui/Button';
import { formatSiteDate } from '../../i18n/format.ts';
import { usePostponeInvoiceMutation } from './api.ts';
import { messages } from './messages.ts';

export const refusalMessages: Record<PostponeRefusal, MessageDescriptor> = {
  INVOICE_PAID: messages.refusal_INVOICE_PAID,
  ALREADY_POSTPONED: messages.refusal_ALREADY_POSTPONED,
  E_INVOICE: messages.refusal_E_INVOICE,
  TOO_LATE: messages.refusal_TOO_LATE,
  PAYMENT_IN_PROGRESS: messages.refusal_PAYMENT_IN_PROGRESS,
};

const isRefusal = (code: string | undefined): code is PostponeRefusal =>
  code !== undefined && code in refusalMessages;

/**
 * Postpones the due date after a confirmation that says to when. The server's rule decides; a refusal
 * (a rule met since the page was drawn) is said in the user's words.
 */
export function PostponeButton({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const [postpone, result] = usePostponeInvoiceMutation();
  const newDue = invoice.postpone.newDueDate;
  if (result.data) {
    return (
      <Alert tone="success">
        {intl.formatMessage(messages.postponed, { date: formatSiteDate(result.data.dueDate) })}
      </Alert>
    );
  }
  if (invoice.postpone.refusal || !newDue) return null;

  const failure = result.error;
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          setOpen(true);
        }}
        isPending={result.isLoading}
      >
        {intl.formatMessage(messages.postpone)}
      </Button>
      {result.isError && (
        <Alert tone="danger">
          {isRefusal(failure?.code)
            ? intl.formatMessage(refusalMessages[failure.code])
            : intl.formatMessage(messages.postponeFailed)}
        </Alert>
      )}
      <AlertDialog
        isOpen={isOpen}
        title={intl.formatMessage(messages.postponeTitle)}
        primaryActionLabel={intl.formatMessage(messages.postponeConfirm, { date: formatSiteDate(newDue) })}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onPrimaryAction={() => {
          setOpen(false);
          void postpone(invoice.id);
        }}
        onCancel={() => {
          setOpen(false);
        }}
      >
        {intl.formatMessage(messages.postponeText, {
          number: invoice.invoiceNumber,
          from: formatSiteDate(invoice.dueDate),
          to: formatSiteDate(newDue),
        })}
      </AlertDialog>
    </>
  );
}
