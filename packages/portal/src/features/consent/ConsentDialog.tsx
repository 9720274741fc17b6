import { useIntl } from 'react-intl';
import { Button } from '@vool/ui/Button';
import { Dialog } from '@vool/ui/Dialog';
import * as styles from './consent.css.ts';
import { useDialogDescription } from './useDialogDescription.ts';
import { messages } from './messages.ts';

export interface ConsentDialogProps {
  /** Whether the site offers analytics cookies (the text then asks for them). */
  offersAnalytics: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onPreferences: () => void;
  /** Escape: closed without a choice. */
  onDismiss: () => void;
}

/**
 * The first-visit question. Accepting and rejecting are equally prominent and equally quick; there is
 * no close button, since the actions are the ways out (Escape still closes it).
 */
export function ConsentDialog({
  offersAnalytics,
  onAcceptAll,
  onRejectAll,
  onPreferences,
  onDismiss,
}: ConsentDialogProps) {
  const intl = useIntl();
  const { descriptionId, dialogRef } = useDialogDescription();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={intl.formatMessage(messages.askTitle)}
      showCloseButton={false}
      ref={dialogRef}
      footer={
        <>
          <Button variant="secondary" onPress={onPreferences}>
            {intl.formatMessage(messages.preferences)}
          </Button>
          <Button onPress={onRejectAll}>{intl.formatMessage(messages.rejectAll)}</Button>
          <Button onPress={onAcceptAll}>{intl.formatMessage(messages.acceptAll)}</Button>
        </>
      }
    >
      <p id={descriptionId} className={styles.text}>
        {intl.formatMessage(offersAnalytics ? messages.askText : messages.askTextNecessaryOnly)}
      </p>
    </Dialog>
  );
}
