import { createAction } from '@reduxjs/toolkit';
import { buffers, type Saga, type SagaIterator, type TakeableChannel } from 'redux-saga';
import { actionChannel, call, delay, getContext, put, race, take } from 'redux-saga/effects';
import { pathOf, type FinalizeAnswer, type SigningState } from '@vool/api-client/browser';
import { toApiFailure, type ApiFailure } from '../../app/apiFailure.ts';
import { now } from '../../app/clock.ts';
import { reportFailure } from '../../app/store/errorListener.ts';
import type { SagaServices } from '../../app/store/store.ts';
import { contractsApi } from './api.ts';
import { confirmationPath, forgetSigning, rememberedDeadline } from './signing.ts';
import { backoff } from '../../app/store/backoff.ts';

/** What the signing page shows: the signing as last answered, and where following it has got to. */
export interface SigningView {
  state: SigningState | null;
  /**
   * `following` while the signer has not answered; `finalizing` once signed, while the change is made;
   * `done` made (the page moves on); `over` refused, expired, cancelled or failed (`state` says which);
   * `gaveUp` the time ran out with no answer; `finalizeFailed` signed but the change not made;
   * `notFound` no such signing for this session.
   */
  phase:
    'following' | 'cancelling' | 'finalizing' | 'done' | 'over' | 'gaveUp' | 'finalizeFailed' | 'notFound';
  /** The last ask went unanswered, or a cancel failed: the page says so and keeps following. */
  problem: 'unreachable' | 'cancelFailed' | null;
  /** When the signer's time runs out, by this browser's clock. */
  deadline: number | null;
}

type Answer<T> = { data: T } | { failure: ApiFailure };

/**
 * What the page opened with, which stands for the saga's first ask: the signing as its route's loader
 * found it (preload.ts), or that there is none; null where it found neither (the saga asks at once).
 */
export type Opened = Answer<SigningState> | null;

/** The signing's answer its route's loader put in the store, as the page opens with it. */
export function openedWith({ data, error }: { data?: SigningState; error?: unknown }): Opened {
  if (data) return { data };
  const failure = error as ApiFailure | undefined;
  return failure?.status === 404 ? { failure } : null;
}

const phaseOf = ({ status }: SigningState): SigningView['phase'] => {
  if (status === 'pending') return 'following';
  return status === 'signed' ? 'finalizing' : 'over';
};

/**
 * The page as it opens, the same on the server and in the hydration: the time left is counted to the
 * server's `expiresAt` (from the served instant, useNow) until the saga takes this browser's count.
 */
export function openingView(opened: Opened): SigningView {
  const state = opened && 'data' in opened ? opened.data : null;
  return {
    state,
    phase: opened && 'failure' in opened ? 'notFound' : state ? phaseOf(state) : 'following',
    problem: null,
    deadline: state && Date.parse(state.expiresAt),
  };
}

/** The signing page's Cancel: the saga asks the gateway to stop and says how that went. */
export const cancelRequested = createAction('contracts/signing/cancelRequested');

async function attempt<T>(run: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { data: await run() };
  } catch (error) {
    return { failure: toApiFailure(error) };
  }
}

/**
 * Follows a signing on the signer's device (spec §4 "poll signing status"): asks its status every 2 s,
 * then less often up to every 5 s, until the signer answers or the time runs out; once signed it
 * finalizes the change, drops the cached contracts and moves to the flow's confirmation. Runs with the
 * page (useSaga): leaving the page stops it, and the token is in the address, so a reload resumes it.
 * What the page opened with (`opened`) is its first answer: it asks again after the first wait.
 *
 * What it finds goes to `report`, the page's own state: only that page shows it and it ends with the
 * page, so it needs no slice (a slice would load with feature.ts at every page's start).
 */
export function signingSaga(
  token: string,
  report: (view: SigningView) => void,
  opened: Opened = null,
  waits = { first: 2000, max: 5000 },
): Saga<[]> {
  return function* followSigning(): SagaIterator {
    const client = (yield getContext('api')) as SagaServices['api'];
    const navigation = (yield getContext('navigation')) as SagaServices['navigation'];
    // Cancel may be pressed while a status call is on its way: kept until the saga can take it.
    const cancels = (yield actionChannel(
      cancelRequested.type,
      buffers.sliding(1),
    )) as TakeableChannel<unknown>;
    let view = openingView(opened);
    function* show(next: Partial<SigningView>): SagaIterator {
      view = { ...view, ...next };
      yield call(report, view);
    }
    // This browser's count of the time left, when it started the signing (signing.ts). A tab that did
    // not start it counts from the first time left the server answers it (`secondsLeft`): its own
    // clock may disagree with the server's about `expiresAt`, by a minute or a day.
    const remembered = rememberedDeadline(token);
    let counted = remembered !== null;
    if (remembered !== null) yield* show({ deadline: remembered });
    const deadlineFrom = (state: SigningState, fresh: boolean) => {
      if (counted || !fresh) return view.deadline ?? Date.parse(state.expiresAt);
      counted = true;
      return now() + state.secondsLeft * 1000;
    };
    const post =
      <T>(endpoint: 'finalizeSigning' | 'cancelSigning') =>
      () =>
        client.request<T>('POST', pathOf(endpoint), { body: { signingToken: token } });

    function* finalize(state: SigningState): SagaIterator {
      yield* show({ phase: 'finalizing' });
      const answer = (yield call(attempt, post<FinalizeAnswer | undefined>('finalizeSigning'))) as Answer<
        FinalizeAnswer | undefined
      >;
      if ('failure' in answer) reportFailure(answer.failure, { inline: true });
      // 204, no answer: nothing left to finalize, which is fine only if it was made already.
      if ('failure' in answer || (!answer.data && !state.finalized)) {
        yield* show({ phase: 'finalizeFailed' });
        return;
      }
      yield put(contractsApi.util.invalidateTags(['Contracts']));
      forgetSigning(token);
      yield* show({ phase: 'done' });
      yield call(navigation.navigate, confirmationPath(state, token), { replace: true });
    }

    /**
     * Ends on a state the signer or gateway gave; true when following is over. `fresh`: the server
     * answered it just now (the one the page opened with may have been drawn a while ago).
     */
    function* settle(state: SigningState, fresh = true): SagaIterator<boolean> {
      yield* show({ state, problem: null, deadline: deadlineFrom(state, fresh) });
      if (state.status === 'pending') return false;
      if (state.status === 'signed') yield* finalize(state);
      else {
        forgetSigning(token);
        yield* show({ phase: 'over' });
      }
      return true;
    }

    const pause = backoff(waits.first, waits.max);
    let asked = opened;
    for (;;) {
      const fresh = asked === null;
      asked ??= (yield call(attempt, () =>
        client.request<SigningState>('GET', pathOf('signingStatus'), { query: { signingToken: token } }),
      )) as Answer<SigningState>;
      if ('data' in asked) {
        if (yield* settle(asked.data, fresh)) return;
      } else if (asked.failure.status === 404) {
        forgetSigning(token);
        yield* show({ phase: 'notFound' });
        return;
      } else {
        // A 401 sends the user to sign in (and back here); anything else is asked again.
        reportFailure(asked.failure, { inline: true });
        yield* show({ problem: 'unreachable' });
      }
      asked = null;
      // Uncounted (only the answer the page opened with, by the server's clock): the next ask counts.
      const left = view.deadline === null || !counted ? Infinity : view.deadline - now();
      if (left <= 0) {
        yield* show({ phase: 'gaveUp' });
        return;
      }
      // The last ask falls on the deadline itself: the signer may answer in its last seconds.
      const wait = Math.min(pause.next().value, left);
      const { cancel } = (yield race({ wait: delay(wait), cancel: take(cancels) })) as {
        cancel?: unknown;
      };
      if (!cancel) continue;
      yield* show({ phase: 'cancelling' });
      const cancelled = (yield call(attempt, post<SigningState>('cancelSigning'))) as Answer<SigningState>;
      if ('data' in cancelled) {
        if (yield* settle(cancelled.data)) return;
        yield* show({ phase: 'following' });
      } else {
        reportFailure(cancelled.failure, { inline: true });
        yield* show({ phase: 'following', problem: 'cancelFailed' });
      }
    }
  };
}
