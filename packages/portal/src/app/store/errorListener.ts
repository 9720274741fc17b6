import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import type { ApiFailure } from '../apiFailure.ts';
import type { FailureHandling } from '../feature.ts';
import { navigation } from './navigation.ts';

/**
 * Every failed API call shows the error toast of spec §8, except where a screen says it handles the
 * failure itself (`handleErrorsInline`); a call refused for want of a session goes to sign-in.
 */
export const errorListener = createListenerMiddleware();

const quiet = new Set<string>();

// Until the store is made (store.ts hands in the frame's): nowhere to send the user, no toast.
let handling: FailureHandling = { signInPath: () => '/', notify: () => undefined };

/** Where the user is sent, and how told, when a call fails: as the registry's frame says. */
export function handleFailuresWith(frame: FailureHandling): void {
  handling = frame;
}

/** Endpoints whose failures their screen shows inline (a failed sign-in form, a card's error state). */
export function handleErrorsInline(...endpointNames: string[]): void {
  for (const name of endpointNames) quiet.add(name);
}

/**
 * What the user is shown of a failed call. A 401 means the session ended while the page was open
 * (it expired, or was signed out in another tab), so every later call would fail too: rather than a
 * toast or a card's retry, the user signs in again and comes back to the address they were at (or on
 * their way to), which holds what the page shows (a chart's point, period and comparison). Any other
 * failure gets the toast, unless `inline`: its screen shows it.
 */
export function reportFailure(failure: ApiFailure, { inline = false } = {}): void {
  if (failure.status === 401) {
    navigation.load(handling.signInPath(navigation.here()));
    return;
  }
  if (!inline) handling.notify(failure);
}

errorListener.startListening({
  predicate: (action) => isRejectedWithValue(action),
  effect: (action) => {
    if (!isRejectedWithValue(action)) return;
    const meta = action.meta as { arg?: { endpointName?: string } };
    const failure = action.payload as Partial<ApiFailure> | undefined;
    if (failure && typeof failure.name === 'string' && typeof failure.message === 'string') {
      const endpoint = meta.arg?.endpointName;
      reportFailure(failure as ApiFailure, { inline: endpoint !== undefined && quiet.has(endpoint) });
    }
  },
});
