import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router';
import { LazyAlertDialog, preloadAlertDialog } from './LazyAlertDialog.tsx';
import { messages } from './messages.ts';
import { markUnsaved } from './unsaved.ts';

/**
 * Asks before the user leaves a form with unsaved changes (spec §2): going to another page of the
 * portal (a link, the menu, the back button) opens a dialog to stay or leave; reloading, closing the
 * tab or going to another site or document get the browser's own question. A form renders it with
 * `when` true while it holds changes it has not saved; `body` says what leaving costs where that is not
 * unsaved input (a signing under way).
 */
export function LeaveConfirmation({ when, body }: { when: boolean; body?: string }) {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // Only while there are changes: a page with an unload listener cannot go to the back-forward cache.
  useEffect(() => {
    if (!when) return;
    preloadAlertDialog();
    const unmark = markUnsaved();
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      unmark();
      window.removeEventListener('beforeunload', ask);
    };
  }, [when]);

  return (
    <LazyAlertDialog
      isOpen={blocker.state === 'blocked'}
      title={intl.formatMessage(messages.leaveTitle)}
      primaryActionLabel={intl.formatMessage(messages.leaveConfirm)}
      cancelLabel={intl.formatMessage(messages.leaveStay)}
      tone="danger"
      onPrimaryAction={() => {
        blocker.proceed?.();
      }}
      onCancel={() => {
        blocker.reset?.();
      }}
    >
      {body ?? intl.formatMessage(messages.leaveBody)}
    </LazyAlertDialog>
  );
}
