import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { notifyFailure } from '../../features/errors/notify.ts';
import type { ApiFailure } from '../apiFailure.ts';

/**
 * Every failed API call shows the error toast of spec §8, except where a screen says it handles the
 * failure itself (`quietErrors` in the endpoint's definition meta).
 */
export const errorListener = createListenerMiddleware();

const quiet = new Set<string>();

/** Endpoints whose failures their screen shows inline (a failed sign-in form, a card's error state). */
export function handleErrorsInline(...endpointNames: string[]): void {
  for (const name of endpointNames) quiet.add(name);
}

errorListener.startListening({
  predicate: (action) => isRejectedWithValue(action),
  effect: (action) => {
    if (!isRejectedWithValue(action)) return;
    const meta = action.meta as { arg?: { endpointName?: string } };
    if (meta.arg?.endpointName && quiet.has(meta.arg.endpointName)) return;
    const failure = action.payload as Partial<ApiFailure> | undefined;
    if (failure && typeof failure.name === 'string' && typeof failure.message === 'string') {
      notifyFailure(failure as ApiFailure);
    }
  },
});
