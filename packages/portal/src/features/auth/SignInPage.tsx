import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { brands } from '@vool/tokens/brands';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Form } from '@vool/ui/Form';
import { Spinner } from '@vool/ui/Spinner';
import { Stack } from '@vool/ui/Stack';
import { TextField } from '@vool/ui/TextField';
import { useSite } from '../../app/site.tsx';
import { useProvidersQuery, useSignInMutation } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import * as styles from './AuthLayout.css.ts';
import { safeCallbackUrl } from './callbackUrl.ts';
import { messages } from './messages.ts';
import { rememberReturnUrl } from './returnUrl.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SignInPage() {
  const intl = useIntl();
  const site = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const callbackUrl = safeCallbackUrl(params.get('callbackUrl'));
  const providers = useProvidersQuery();
  const [signIn, signingIn] = useSignInMutation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [pending, setPending] = useState<'telia' | 'email' | null>(null);

  useEffect(() => {
    rememberReturnUrl(params.get('returnUrl'), brands[site.theme_id].website);
  }, [params, site.theme_id]);

  const startTelia = async () => {
    setPending('telia');
    const result = await signIn({ provider: 'telia', callbackUrl });
    if ('data' in result && result.data) window.location.assign(result.data.url);
    else setPending(null);
  };

  const sendLink = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const address = email.trim();
    if (!emailPattern.test(address)) {
      setEmailError(intl.formatMessage(messages.emailInvalid));
      return;
    }
    setEmailError(undefined);
    setPending('email');
    const result = await signIn({ provider: 'email', email: address, callbackUrl });
    setPending(null);
    if ('data' in result && result.data) void navigate(result.data.url);
  };

  const telia = providers.data?.telia;
  const byEmail = providers.data?.email;
  return (
    <AuthLayout>
      <Stack gap="300">
        <Stack gap="100">
          <h1 className={styles.heading}>
            {intl.formatMessage(messages.signInTitle, { company: site.company_name })}
          </h1>
          <p className={styles.lead}>{intl.formatMessage(messages.signInIntro)}</p>
        </Stack>
        {providers.isLoading && <Spinner label={intl.formatMessage(messages.loading)} />}
        {providers.isSuccess && !telia && !byEmail && (
          <Alert tone="info">{intl.formatMessage(messages.noMethods)}</Alert>
        )}
        {telia && (
          <Stack gap="50">
            <Button
              variant="primary"
              fullWidth
              isPending={pending === 'telia'}
              isDisabled={signingIn.isLoading}
              onPress={() => void startTelia()}
            >
              {intl.formatMessage(messages.telia)}
            </Button>
            <span className={styles.lead}>{intl.formatMessage(messages.teliaHint)}</span>
          </Stack>
        )}
        {telia && byEmail && <div className={styles.separator}>{intl.formatMessage(messages.or)}</div>}
        {byEmail && (
          <Form onSubmit={(event) => void sendLink(event)} validationBehavior="aria">
            <Stack gap="200">
              <TextField
                label={intl.formatMessage(messages.emailLabel)}
                description={intl.formatMessage(messages.emailHint)}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(value) => {
                  setEmail(value);
                  if (emailError) setEmailError(undefined);
                }}
                isInvalid={Boolean(emailError)}
                errorMessage={emailError}
                isRequired
              />
              <Button
                type="submit"
                variant={telia ? 'secondary' : 'primary'}
                fullWidth
                isPending={pending === 'email'}
                isDisabled={signingIn.isLoading}
              >
                {intl.formatMessage(messages.emailSubmit)}
              </Button>
            </Stack>
          </Form>
        )}
      </Stack>
    </AuthLayout>
  );
}
