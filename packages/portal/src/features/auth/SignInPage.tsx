import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
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
  const [email, setEmail] = useState('');
  const form = useRef<HTMLFormElement>(null);

  // An address typed into the server render before the hydration: React leaves it on screen, and
  // the field takes it here, or its next render would clear it.
  useEffect(() => {
    const typed = form.current?.elements.namedItem('email');
    if (typed instanceof HTMLInputElement && typed.value) setEmail(typed.value);
  }, []);

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

  const sendLink = (typed: string) => {
    const address = typed.trim();
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
            {/* A form action: a press before the hydration is held by React and made once it is hydrated. */}
            <form action={() => void start({ provider: 'telia', callbackUrl })}>
              <Button
                type="submit"
                variant="primary"
                fullWidth
                isPending={pending === 'telia'}
                isDisabled={pending !== null}
              >
                {intl.formatMessage(messages.telia)}
              </Button>
            </form>
            <span className={styles.lead}>{intl.formatMessage(messages.teliaHint)}</span>
          </Stack>
        )}
        {telia && byEmail && <div className={styles.separator}>{intl.formatMessage(messages.or)}</div>}
        {byEmail && (
          <Form
            ref={form}
            // A submit before the hydration is held by React and made through the action once it is
            // hydrated; after it, onSubmit answers, as an action would clear the field after it.
            action={(data) => {
              const typed = data.get('email');
              sendLink(typeof typed === 'string' ? typed : '');
            }}
            onSubmit={(event: SyntheticEvent<HTMLFormElement>) => {
              event.preventDefault();
              sendLink(email);
            }}
            validationBehavior="aria"
          >
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
