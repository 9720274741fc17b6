import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { PageLink } from '../shell/index.ts';
import { pendingSigning, signPath, type SigningFlow } from './signing.ts';
import { signMessages } from './signMessages.ts';

/** A signing of this flow the tab started and left while it waited: the way back to it. */
export function PendingSigning({ flow }: { flow: SigningFlow }) {
  const intl = useIntl();
  // Read once as the page opens: the tab's own storage, which nothing else changes meanwhile.
  const [pending] = useState(() => pendingSigning(flow));
  if (!pending) return null;
  return (
    <Alert
      tone="info"
      action={
        <PageLink href={signPath(pending.token)} variant="standalone">
          {intl.formatMessage(signMessages.continueSigning)}
        </PageLink>
      }
    >
      {intl.formatMessage(signMessages.pending)}
    </Alert>
  );
}
