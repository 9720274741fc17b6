import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@vool/ui/Link';
import { Stack } from '@vool/ui/Stack';
import { useServed } from '../../app/served.tsx';
import { useSite } from '../../app/site.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import * as styles from './AuthLayout.css.ts';
import { messages } from './messages.ts';
import { allowedReturnUrl, forgetReturnUrl, readReturnUrl } from './returnUrl.ts';

/** How long the "taking you back" note shows before the browser leaves. */
const leaveAfterMs = 2000;

/** After sign-out: back to the utility's own website, and only there (no open redirect). */
export function SafeLinkOutPage() {
  const intl = useIntl();
  const site = useSite();
  const served = useServed();
  // Drawn by the server, the page shows the address the server read, and the browser takes that over.
  const [target] = useState(() => {
    const { website } = site.brand;
    return served ? allowedReturnUrl(served.returnUrl, website) : readReturnUrl(website);
  });

  useEffect(() => {
    forgetReturnUrl();
    if (!target) return;
    const timer = setTimeout(() => {
      window.location.replace(target.href);
    }, leaveAfterMs);
    return () => {
      clearTimeout(timer);
    };
  }, [target]);

  return (
    <AuthLayout>
      <Stack gap="200">
        <h1 className={styles.heading}>{intl.formatMessage(messages.signedOutTitle)}</h1>
        {target && (
          <p className={styles.lead} role="status">
            {intl.formatMessage(messages.redirecting, { site: target.hostname })}
          </p>
        )}
        {target ? (
          <Link href={target.href}>{intl.formatMessage(messages.continueTo, { site: target.hostname })}</Link>
        ) : (
          <Link href="/auth/signin">{intl.formatMessage(messages.signInAgain)}</Link>
        )}
      </Stack>
    </AuthLayout>
  );
}
