import { useIntl } from 'react-intl';
import { Link } from '@vool/ui/Link';
import { MailIcon } from '@vool/ui/icons/Mail';
import { Stack } from '@vool/ui/Stack';
import { AuthLayout } from './AuthLayout.tsx';
import * as styles from './AuthLayout.css.ts';
import { messages } from './messages.ts';

export function ConfirmRequestPage() {
  const intl = useIntl();
  return (
    <AuthLayout>
      <Stack gap="200">
        <MailIcon size="lg" />
        <h1 className={styles.heading}>{intl.formatMessage(messages.confirmTitle)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.confirmBody)}</p>
        <p className={styles.lead}>{intl.formatMessage(messages.confirmSpam)}</p>
        <Link href="/auth/signin">{intl.formatMessage(messages.backToSignIn)}</Link>
      </Stack>
    </AuthLayout>
  );
}
