import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    signInIntro: {
      id: 'auth.signIn.intro',
      defaultMessage: 'See your energy use, invoices and contracts in one place.',
      description: 'Short text under the sign-in heading',
    },
    telia: {
      id: 'auth.signIn.telia',
      defaultMessage: 'Sign in with e-ID',
      description:
        'Button that starts sign-in through the Telia identity service (bank link, Mobile-ID, Smart-ID)',
    },
    teliaHint: {
      id: 'auth.signIn.teliaHint',
      defaultMessage: 'Bank ID, Mobile-ID or Smart-ID through Telia',
      description: 'Explains which identity methods the e-ID button offers',
    },
    or: {
      id: 'auth.signIn.or',
      defaultMessage: 'or',
      description: 'Separator between the e-ID button and the email sign-in form',
    },
    emailLabel: {
      id: 'auth.signIn.emailLabel',
      defaultMessage: 'Email address',
      description: 'Label of the email field on the sign-in page',
    },
    emailHint: {
      id: 'auth.signIn.emailHint',
      defaultMessage: 'We will send you a link that signs you in.',
      description: 'Help text under the email field',
    },
    emailInvalid: {
      id: 'auth.signIn.emailInvalid',
      defaultMessage: 'Enter an email address like name@example.com.',
      description: 'Inline error when the email address is empty or malformed',
    },
    emailSubmit: {
      id: 'auth.signIn.emailSubmit',
      defaultMessage: 'Email me a sign-in link',
      description: 'Button that sends the magic sign-in link',
    },
    noMethods: {
      id: 'auth.signIn.noMethods',
      defaultMessage: 'Signing in is not available at the moment. Please try again later.',
      description: 'Shown when the site offers no sign-in method',
    },
    confirmTitle: {
      id: 'auth.confirm.title',
      defaultMessage: 'Check your email',
      description: 'Heading after a sign-in link was requested',
    },
    confirmBody: {
      id: 'auth.confirm.body',
      defaultMessage:
        'If the address belongs to a customer account, a sign-in link is on its way. The link works once, for 15 minutes.',
      description: 'Explains what happens after requesting an email sign-in link',
    },
    confirmSpam: {
      id: 'auth.confirm.spam',
      defaultMessage: 'No email after a few minutes? Check your spam folder, or ask for a new link.',
      description: 'Hint on the check-your-email page',
    },
    backToSignIn: {
      id: 'auth.backToSignIn',
      defaultMessage: 'Back to sign-in',
      description: 'Link back to the sign-in page',
    },
    errorTitle: {
      id: 'auth.error.title',
      defaultMessage: 'Sign-in did not succeed',
      description: 'Heading of the sign-in error page',
    },
    errorAccessDenied: {
      id: 'auth.error.AccessDenied',
      defaultMessage:
        'Sign-in was cancelled, or we could not find a customer account for this person. Try again, or contact customer service.',
      description: 'Sign-in error: cancelled at the identity provider or unknown person',
    },
    errorVerification: {
      id: 'auth.error.Verification',
      defaultMessage: 'The sign-in link has expired or has already been used. Ask for a new one.',
      description: 'Sign-in error: the magic link is no longer valid',
    },
    errorOAuthCallback: {
      id: 'auth.error.OAuthCallback',
      defaultMessage: 'Sign-in was started in another browser window. Start again from this window.',
      description: 'Sign-in error: the state of the identity provider callback did not match',
    },
    errorDefault: {
      id: 'auth.error.Default',
      defaultMessage: 'Something went wrong while signing you in. Please try again.',
      description: 'Sign-in error: any other reason',
    },
    signingOut: {
      id: 'auth.signOut.progress',
      defaultMessage: 'Signing you out…',
      description: 'Shown while the sign-out request runs',
    },
    signOutFailed: {
      id: 'auth.signOut.failed',
      defaultMessage: 'We could not sign you out.',
      description: 'Shown when the sign-out request failed; the session is still open',
    },
    backToOverview: {
      id: 'auth.signOut.backToOverview',
      defaultMessage: 'Back to the overview',
      description: 'Link from a failed sign-out back to the signed-in overview page',
    },
    methodsFailed: {
      id: 'auth.signIn.methodsFailed',
      defaultMessage: 'The sign-in options could not be loaded.',
      description: 'Shown on the sign-in page when the list of sign-in methods failed to load',
    },
    retry: {
      id: 'auth.retry',
      defaultMessage: 'Try again',
      description: 'Button that repeats a failed request on the sign-in pages',
    },
    signedOutTitle: {
      id: 'auth.signedOut.title',
      defaultMessage: 'You have signed out',
      description: 'Heading after signing out',
    },
    signInAgain: {
      id: 'auth.signedOut.signInAgain',
      defaultMessage: 'Sign in again',
      description: 'Link to the sign-in page after signing out',
    },
  }),
  signInTitle: defineMessage<{ company: string }>({
    id: 'auth.signIn.title',
    defaultMessage: 'Sign in to {company}',
    description: 'Heading of the sign-in page; company is the utility name',
  }),
  continueTo: defineMessage<{ site: string }>({
    id: 'auth.signedOut.continueTo',
    defaultMessage: 'Continue to {site}',
    description: 'Link to the utility website after signing out; site is a host name',
  }),
  redirecting: defineMessage<{ site: string }>({
    id: 'auth.signedOut.redirecting',
    defaultMessage: 'Taking you back to {site}…',
    description: 'Shown while the browser is about to leave for the utility website',
  }),
};
