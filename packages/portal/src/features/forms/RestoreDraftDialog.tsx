import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSite } from '../../app/site.tsx';
import { formatDate, formatTime } from '../../i18n/format.ts';
import { LazyAlertDialog } from './LazyAlertDialog.tsx';
import { messages } from './messages.ts';
import type { FormDraft } from './useFormDraft.ts';

export interface RestoreDraftDialogProps<T> {
  /** What `useFormDraft` answered for the form. */
  draft: FormDraft<T>;
  /** Puts the draft's values into the form. */
  onRestore: (values: T) => void;
}

/**
 * Asks whether to restore the draft found as the form opened (spec §4). Restore puts its values into
 * the form; Discard deletes it, and so does Escape (an alert dialog's Escape is its cancel). The tone is
 * neutral, so focus starts on Restore: a hasty Enter loses nothing.
 */
export function RestoreDraftDialog<T>({ draft, onRestore }: RestoreDraftDialogProps<T>) {
  const intl = useIntl();
  const { timezone } = useSite();
  const found = draft.draft?.timestamp ?? null;
  // The time stays in the text while the dialog fades out after the choice.
  const [shown, setShown] = useState(found);
  if (found && found !== shown) setShown(found);
  const at = found ?? shown;
  return (
    <LazyAlertDialog
      isOpen={draft.draft !== null}
      title={intl.formatMessage(messages.title)}
      primaryActionLabel={intl.formatMessage(messages.restore)}
      cancelLabel={intl.formatMessage(messages.discard)}
      onPrimaryAction={() => {
        onRestore(draft.restore());
      }}
      onCancel={draft.discard}
    >
      {at &&
        intl.formatMessage(messages.body, { time: formatTime(at, timezone), date: formatDate(at, timezone) })}
    </LazyAlertDialog>
  );
}
