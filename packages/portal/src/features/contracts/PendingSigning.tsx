import { useIntl } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { PageLink } from '../shell/index.ts';
import { useBrowserValue } from '../../app/served.tsx';
import { pendingSigning, signPath, type SigningFlow } from './signing.ts';
import { signMessages } from './signMessages.ts';

/** A signing of this flow the tab started and left while it waited: the way back to it. */
export function PendingSigning({ flow }: { flow: SigningFlow }) {
  const intl = useIntl();
  // The tab's own storage, which the server does not see: shown once the page is the browser's.
  const token = useBrowserValue(() => pendingSigning(flow)?.token ?? null, null);
  if (!token) return null;
  return (
    <Alert
      tone="info"
      action={
        <PageLink href={signPath(token)} variant="standalone">
          {intl.formatMessage(signMessages.continueSigning)}
        </PageLink>
      }
    >
      {intl.formatMessage(signMessages.pending)}
    </Alert>
  );
}
