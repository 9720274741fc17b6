import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Ticket } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { LazyAlertDialog, preloadAlertDialog } from '../forms/index.ts';
import { useCancelTicketMutation } from './api.ts';
import { cancelText, formMessages as messages } from './formMessages.ts';
import * as styles from './support.css.ts';

/** Cancels a ticket (only while `actions.cancel`) after a confirmation; the ticket then refreshes. */
export function CancelTicket({ ticket }: { ticket: Pick<Ticket, 'id' | 'number'> }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const [cancel, result] = useCancelTicketMutation();
  return (
    <div className={styles.actions}>
      {/* The dialog's code comes as the pointer or focus nears the button, not with the page. */}
      <Button
        variant="secondary"
        onHoverStart={preloadAlertDialog}
        onFocus={preloadAlertDialog}
        isPending={result.isLoading}
        onPress={() => {
          setOpen(true);
        }}
      >
        {intl.formatMessage(messages.cancel)}
      </Button>
      {result.isError && <Alert tone="danger">{intl.formatMessage(messages.cancelFailed)}</Alert>}
      <LazyAlertDialog
        isOpen={isOpen}
        tone="danger"
        title={intl.formatMessage(messages.cancelTitle)}
        primaryActionLabel={intl.formatMessage(messages.cancelConfirm)}
        cancelLabel={intl.formatMessage(messages.cancelKeep)}
        onPrimaryAction={() => {
          setOpen(false);
          void cancel(ticket.id);
        }}
        onCancel={() => {
          setOpen(false);
        }}
      >
        {intl.formatMessage(cancelText, { number: ticket.number })}
      </LazyAlertDialog>
    </div>
  );
}
