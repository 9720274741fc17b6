import { useIntl } from 'react-intl';
import { Button } from '@vool/ui/Button';
import { EmptyState } from '@vool/ui/EmptyState';
import { ErrorIcon } from '@vool/ui/icons/Error';
import { readCookie } from '../../app/cookies.ts';
import { messages } from './messages.ts';

/**
 * Shown instead of a page that failed to render (spec §2): what happened, the user's code for
 * customer service, and a reload. The error itself is logged where React reports it (main.tsx).
 */
export function ClientErrorScreen() {
  const intl = useIntl();
  const code = readCookie('user-id');
  return (
    <main id="main" tabIndex={-1} style={{ padding: '2rem 1rem' }}>
      <EmptyState
        headingLevel={1}
        icon={<ErrorIcon size="lg" />}
        title={intl.formatMessage(messages.title)}
        description={
          <>
            {intl.formatMessage(messages.description)}
            {code && (
              <>
                <br />
                <strong>{intl.formatMessage(messages.code, { code })}</strong>
              </>
            )}
          </>
        }
        action={
          <Button
            variant="primary"
            onPress={() => {
              window.location.reload();
            }}
          >
            {intl.formatMessage(messages.reload)}
          </Button>
        }
      />
    </main>
  );
}
