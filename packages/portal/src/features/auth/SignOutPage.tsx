import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@vool/ui/Link';
import { Spinner } from '@vool/ui/Spinner';
import { Stack } from '@vool/ui/Stack';
import { LoadFailed, notifyFailure } from '../errors/index.ts';
import { shellMessages } from '../shell/index.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { safeCallbackUrl, signInPath } from './callbackUrl.ts';
import * as styles from './AuthLayout.css.ts';
import { signOut } from './calls.ts';
import { hasReturnUrl } from './returnUrl.ts';
import { messages } from './messages.ts';

/**
 * Ends the session and goes on: back to the utility's website through /auth/safe-link-out when the
 * user came from there, otherwise to sign-in (and back to `?callbackUrl=` once signed in). The next page is a new document, so nothing cached
 * for the signed-in user survives it. A failed sign-out says so: the session is still open.
 */
export function SignOutPage() {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const run = useCallback(async () => {
    setFailed(false);
    const result = await signOut();
    if ('error' in result) {
      // The toast says why (spec §8), the page what it means and what to do.
      notifyFailure(result.error);
      setFailed(true);
    } else {
      // Nothing of the user's forms stays in the tab for whoever uses it next. Fetched here, not
      // imported: the forms' code (its dialogs) would otherwise join the sign-in page's start.
      const { discardAllDrafts } = await import('../forms/index.ts');
      discardAllDrafts();
      // `?callbackUrl=`: signing out to sign in again (a change that needs a recent sign-in) comes back.
      const back = new URLSearchParams(window.location.search).get('callbackUrl');
      const signIn = back ? signInPath(safeCallbackUrl(back)) : '/auth/signin';
      window.location.replace(hasReturnUrl() ? '/auth/safe-link-out' : signIn);
    }
  }, []);

  useEffect(() => {
    // Once per page, also under StrictMode's second effect run.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <AuthLayout>
      {failed ? (
        <Stack gap="300">
          <h1 className={styles.heading}>{intl.formatMessage(shellMessages.signOut)}</h1>
          <LoadFailed
            message={intl.formatMessage(messages.signOutFailed)}
            retryLabel={intl.formatMessage(messages.retry)}
            onRetry={() => void run()}
          />
          <Link href="/dashboard">{intl.formatMessage(messages.backToOverview)}</Link>
        </Stack>
      ) : (
        <Spinner label={intl.formatMessage(messages.signingOut)} showLabel />
      )}
    </AuthLayout>
  );
}
