import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useStepUpMutation } from './api.ts';
import { messages } from './messages.ts';
import { LazyAlertDialog } from '../forms/index.ts';

/**
 * Asks for a fresh identity confirmation before a change the API refused with STEP_UP_REQUIRED (a bank
 * account, the e-mail). With e-ID the browser goes to the provider and comes back to this tab, where
 * the form's draft offers back what was typed; without e-ID the user signs in again.
 */
export function StepUpDialog({
  isOpen,
  eid,
  onClose,
}: {
  isOpen: boolean;
  eid: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const location = useLocation();
  const [stepUp, state] = useStepUpMutation();
  const here = `${location.pathname}${location.search}`;

  const go = async () => {
    if (!eid) {
      window.location.assign(`/auth/signout?${new URLSearchParams({ callbackUrl: here }).toString()}`);
      return;
    }
    const answer = await stepUp(here);
    if ('data' in answer && answer.data) window.location.assign(answer.data.url);
  };

  return (
    <LazyAlertDialog
      isOpen={isOpen}
      title={intl.formatMessage(messages.stepUpTitle)}
      primaryActionLabel={intl.formatMessage(eid ? messages.stepUpConfirm : messages.stepUpSignIn)}
      cancelLabel={intl.formatMessage(messages.cancelStepUp)}
      isPrimaryActionDisabled={state.isLoading}
      onPrimaryAction={() => void go()}
      onCancel={onClose}
    >
      {intl.formatMessage(eid ? messages.stepUpBody : messages.stepUpBodySignIn)}
      {state.isError ? <p role="alert">{intl.formatMessage(messages.saveFailed)}</p> : null}
    </LazyAlertDialog>
  );
}
