import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Toast titles by the error's `name` (spec §8). */
export const errorNames: Record<string, MessageDescriptor> = defineMessages({
  ValidationError: {
    id: 'errors.name.ValidationError',
    defaultMessage: 'Please check what you entered',
    description: 'Toast title when the server refused the input (HTTP 422)',
  },
  Unauthorized: {
    id: 'errors.name.Unauthorized',
    defaultMessage: 'Your session has ended',
    description: 'Toast title when the user is no longer signed in',
  },
  Forbidden: {
    id: 'errors.name.Forbidden',
    defaultMessage: 'This action is not allowed',
    description: 'Toast title when the server refuses the action for this user',
  },
  NotFound: {
    id: 'errors.name.NotFound',
    defaultMessage: 'We could not find it',
    description: 'Toast title when the requested item does not exist',
  },
  TooManyRequests: {
    id: 'errors.name.TooManyRequests',
    defaultMessage: 'Too many attempts',
    description: 'Toast title when the user is rate limited',
  },
  InternalError: {
    id: 'errors.name.InternalError',
    defaultMessage: 'Something went wrong on our side',
    description: 'Toast title for an unexpected server error (HTTP 500)',
  },
  NetworkError: {
    id: 'errors.name.NetworkError',
    defaultMessage: 'No connection to the service',
    description: 'Toast title when the server could not be reached',
  },
});

export const unknownErrorName: MessageDescriptor = defineMessages({
  title: {
    id: 'errors.name.unknown',
    defaultMessage: 'Something went wrong',
    description: 'Toast title for an error the portal does not know by name',
  },
}).title;

/** Help texts by the error's `code`: what happened and what the user can do. */
export const errorHelp: Record<string, MessageDescriptor> = defineMessages({
  VALIDATION_FAILED: {
    id: 'errors.code.VALIDATION_FAILED',
    defaultMessage: 'Some of the details are missing or in the wrong format. Correct them and try again.',
    description: 'Toast body for a failed input check',
  },
  NOT_SIGNED_IN: {
    id: 'errors.code.NOT_SIGNED_IN',
    defaultMessage: 'Sign in again to continue.',
    description: 'Toast body when the session has expired',
  },
  NOT_A_REPRESENTATIVE: {
    id: 'errors.code.NOT_A_REPRESENTATIVE',
    defaultMessage: 'You can no longer act for this client. Choose another client from the list.',
    description: 'Toast body when switching to a client the user may not represent',
  },
  CSRF_TOKEN_MISMATCH: {
    id: 'errors.code.CSRF_TOKEN_MISMATCH',
    defaultMessage: 'The page has been open for a long time. Reload it and try again.',
    description: 'Toast body when a form token has expired',
  },
  CROSS_SITE: {
    id: 'errors.code.CROSS_SITE',
    defaultMessage: 'The request did not come from this site, so it was refused for your safety.',
    description: 'Toast body when a request from another site was refused',
  },
  RATE_LIMITED: {
    id: 'errors.code.RATE_LIMITED',
    defaultMessage: 'Wait a minute before trying again.',
    description: 'Toast body when the user has tried too often',
  },
  NOT_FOUND: {
    id: 'errors.code.NOT_FOUND',
    defaultMessage: 'It may have been removed, or the address may be wrong.',
    description: 'Toast body when something was not found',
  },
  INTERNAL_ERROR: {
    id: 'errors.code.INTERNAL_ERROR',
    defaultMessage: 'Try again in a moment. If it keeps happening, contact customer service.',
    description: 'Toast body for an unexpected server error',
  },
  EMAIL_REQUIRED: {
    id: 'errors.code.EMAIL_REQUIRED',
    defaultMessage: 'Enter your email address to get a sign-in link.',
    description: 'Toast body when the email sign-in form was sent without an address',
  },
  NO_PROVIDER: {
    id: 'errors.code.NO_PROVIDER',
    defaultMessage: 'This way of signing in is not available here. Choose another one.',
    description: 'Toast body when a sign-in method is not enabled for the site',
  },
});

export const networkHelp: MessageDescriptor = defineMessages({
  body: {
    id: 'errors.code.NETWORK',
    defaultMessage: 'Check your internet connection and try again.',
    description: 'Toast body when the server could not be reached',
  },
}).body;

/** Spec §8 app-offline: the device has no network (the installed app opened offline, or lost it). */
export const appOffline = defineMessages({
  title: {
    id: 'errors.name.AppOffline',
    defaultMessage: 'You are offline',
    description: 'Toast title when an action was tried while the device has no network (app-offline)',
  },
  body: {
    id: 'errors.code.APP_OFFLINE',
    defaultMessage: 'This needs a connection. Try again once you are online.',
    description: 'Toast body when an action was tried while the device has no network (app-offline)',
  },
});
