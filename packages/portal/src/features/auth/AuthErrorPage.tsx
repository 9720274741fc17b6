import { useIntl } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { Link } from '@vool/ui/Link';
import { Stack } from '@vool/ui/Stack';
import { AuthLayout } from './AuthLayout.tsx';
import * as styles from './AuthLayout.css.ts';
import { messages } from './messages.ts';

const reasons = {
  AccessDenied: messages.errorAccessDenied,
  Verification: messages.errorVerification,
  OAuthCallback: messages.errorOAuthCallback,
} as const;

const isReason = (value: string | null): value is keyof typeof reasons =>
  value !== null && Object.hasOwn(reasons, value);

/** Where a failed or cancelled sign-in ends (next-auth's `?error=` codes), with a way back. */
export function AuthErrorPage({ error }: { error: string | null }) {
  const intl = useIntl();
  return (
    <AuthLayout>
      <Stack gap="300">
        <h1 className={styles.heading}>{intl.formatMessage(messages.errorTitle)}</h1>
        <Alert tone="warning">
          {intl.formatMessage(isReason(error) ? reasons[error] : messages.errorDefault)}
        </Alert>
        <Link href="/auth/signin">{intl.formatMessage(messages.backToSignIn)}</Link>
      </Stack>
    </AuthLayout>
  );
}
