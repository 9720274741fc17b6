import { useEffect, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Providers } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Form } from '@vool/ui/Form';
import { Stack } from '@vool/ui/Stack';
import { TextField } from '@vool/ui/TextField';
import type { Attempt } from '../../app/apiFailure.ts';
import { useSite } from '../../app/site.tsx';
import { LoadFailed, notifyFailure } from '../errors/index.ts';
import { AuthLayout } from './AuthLayout.tsx';
import * as styles from './AuthLayout.css.ts';
import { loadSignInMethods, signIn, type SignInArgs } from './calls.ts';
import { messages } from './messages.ts';
import { rememberReturnUrl } from './returnUrl.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignInPageProps {
  /** Where to go once signed in: a path of this site (see safeCallbackUrl). */
  callbackUrl: string;
  /** `?returnUrl=`: the utility's website, where sign-out later leads back to. */
  returnUrl: string | null;
  /** The sign-in methods, fetched with the page's code (auth.tsx). */
  methods: Attempt<Providers>;
}

export function SignInPage({ callbackUrl, returnUrl, methods: initialMethods }: SignInPageProps) {
  const intl = useIntl();
  const site = useSite();
  const [methods, setMethods] = useState(initialMethods);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [pending, setPending] = useState<'telia' | 'email' | null>(null);

  useEffect(() => {
    rememberReturnUrl(returnUrl, site.brand.website);
  }, [returnUrl, site.brand.website]);

  /** Both methods answer where the browser goes next: the e-ID page or "check your email". */
  const start = async (args: SignInArgs) => {
    setPending(args.provider === 'telia' ? 'telia' : 'email');
    const result = await signIn(args);
    if ('data' in result) {
      window.location.assign(result.data.url);
      return;
    }
    notifyFailure(result.error);
    setPending(null);
  };

  const sendLink = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field is left to the browser (uncontrolled): an address typed into the page the server drew,
    // before its code took over, stays in it and is read from it here.
    const typed = new FormData(event.currentTarget).get('email');
    const address = (typeof typed === 'string' ? typed : '').trim();
    if (!emailPattern.test(address)) {
      setEmailError(intl.formatMessage(messages.emailInvalid));
      return;
    }
    setEmailError(undefined);
    void start({ provider: 'email', email: address, callbackUrl });
  };

  if ('error' in methods) {
    return (
      <AuthLayout>
        <Stack gap="300">
          <h1 className={styles.heading}>
            {intl.formatMessage(messages.signInTitle, { company: site.company_name })}
          </h1>
          <LoadFailed
            message={intl.formatMessage(messages.methodsFailed)}
            retryLabel={intl.formatMessage(messages.retry)}
            onRetry={() => void loadSignInMethods().then(setMethods)}
          />
        </Stack>
      </AuthLayout>
    );
  }

  const { telia, email: byEmail } = methods.data;
  return (
    <AuthLayout>
      <Stack gap="300">
        <Stack gap="100">
          <h1 className={styles.heading}>
            {intl.formatMessage(messages.signInTitle, { company: site.company_name })}
          </h1>
          <p className={styles.lead}>{intl.formatMessage(messages.signInIntro)}</p>
        </Stack>
        {!telia && !byEmail && <Alert tone="info">{intl.formatMessage(messages.noMethods)}</Alert>}
        {telia && (
          <Stack gap="50">
            <Button
              variant="primary"
              fullWidth
              isPending={pending === 'telia'}
              isDisabled={pending !== null}
              onPress={() => void start({ provider: 'telia', callbackUrl })}
            >
              {intl.formatMessage(messages.telia)}
            </Button>
            <span className={styles.lead}>{intl.formatMessage(messages.teliaHint)}</span>
          </Stack>
        )}
        {telia && byEmail && <div className={styles.separator}>{intl.formatMessage(messages.or)}</div>}
        {byEmail && (
          <Form onSubmit={sendLink} validationBehavior="aria">
            <Stack gap="200">
              <TextField
                label={intl.formatMessage(messages.emailLabel)}
                description={intl.formatMessage(messages.emailHint)}
                type="email"
                name="email"
                autoComplete="email"
                onChange={() => {
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
                isDisabled={pending !== null}
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
