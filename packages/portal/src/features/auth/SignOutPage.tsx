import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Spinner } from '@vool/ui/Spinner';
import { api } from '../../app/store/api.ts';
import { useAppDispatch } from '../../app/store/hooks.ts';
import { useSignOutMutation } from './api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { hasReturnUrl } from './returnUrl.ts';
import { messages } from './messages.ts';

/**
 * Ends the session, forgets every cached answer, and goes on: back to the utility's website through
 * /auth/safe-link-out when the user came from there, otherwise to sign-in.
 */
export function SignOutPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [signOut] = useSignOutMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then((result) => {
      if ('error' in result) {
        void navigate('/dashboard', { replace: true });
        return;
      }
      dispatch(api.util.resetApiState());
      void navigate(hasReturnUrl() ? '/auth/safe-link-out' : '/auth/signin', { replace: true });
    });
  }, [signOut, navigate, dispatch]);

  return (
    <AuthLayout>
      <Spinner label={intl.formatMessage(messages.signingOut)} showLabel />
    </AuthLayout>
  );
}
