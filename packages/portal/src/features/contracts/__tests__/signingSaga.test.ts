import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { SigningState, SigningStatus } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import type { Navigation } from '../../../app/store/navigation.ts';
import { createStore } from '../../../app/store/store.ts';
import { contractsApi } from '../api.ts';
import { pendingSigning, rememberSigning } from '../signing.ts';
import { backoff } from '../../../app/store/backoff.ts';
import { cancelRequested, signingSaga, type Opened, type SigningView } from '../signingSaga.ts';

const token = 'sgn_0123456789abcdef0123';
const start = Date.parse('2026-11-18T10:00:00Z');

/** A signing as the server answers it at `serverNow` (by its own clock): its time runs out at 120 s. */
const state = (
  status: SigningStatus,
  overrides: Partial<SigningState> = {},
  serverNow = Date.now(),
): SigningState => ({
  status,
  action: 'renew',
  verificationCode: '4821',
  expiresAt: new Date(start + 120_000 - (Date.now() - serverNow)).toISOString(),
  secondsLeft: Math.max(0, Math.ceil((start + 120_000 - Date.now()) / 1000)),
  contractId: 42,
  productName: 'Aurora Fixed 12',
  documentName: status === 'signed' ? 'renewal-2026-000042-signed.pdf' : null,
  finalized: false,
  resultContractId: null,
  failureCode: status === 'refused' ? 'REFUSED' : null,
  ...overrides,
});

/**
 * A client whose status call answers the given statuses in turn (the last one from then on); finalize
 * and cancel answer as the gateway would. Every call is recorded with the time it was made.
 */
function gateway(statuses: SigningStatus[], { finalize = true, serverBehind = 0 } = {}) {
  const calls: Array<{ at: number; method: string; path: string }> = [];
  let asked = 0;
  let cancelled = false;
  const client = {
    request: (method: string, path: string) => {
      calls.push({ at: Date.now() - start, method, path });
      if (path === '/api/contracts')
        return Promise.resolve({ contracts: [], canCreate: false, signing: true });
      if (path.endsWith('/finalize'))
        return finalize ? Promise.resolve({ action: 'renew', contractId: 77 }) : Promise.resolve(undefined);
      if (path.endsWith('/cancel')) {
        cancelled = true;
        return Promise.resolve(state('cancelled', { failureCode: 'CANCELLED' }));
      }
      const status = cancelled ? 'cancelled' : statuses[Math.min(asked, statuses.length - 1)]!;
      asked += 1;
      return Promise.resolve(state(status, {}, Date.now() - serverBehind));
    },
  } as unknown as typeof apiClient;
  const asks = () => calls.filter((c) => c.path.endsWith('/status'));
  return { client, calls, asks };
}

function run(client: typeof apiClient, opened: Opened = null) {
  const moves: Array<{ to: string; replace?: boolean }> = [];
  const navigation: Navigation = {
    navigate: (to, options) => {
      moves.push({ to, ...options });
    },
    load: () => undefined,
    here: () => '/contracts/sign',
  };
  const views: SigningView[] = [];
  const store = createStore({ api: client, navigation });
  const task = store.runSaga(signingSaga(token, (view) => views.push(view), opened));
  return { store, task, moves, views, last: () => views.at(-1) };
}

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('following a signing', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: start });
    sessionStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks 2 s after the first answer, then less often, never more than every 5 s', async () => {
    const waits = backoff(2000, 5000);
    expect(Array.from({ length: 5 }, () => waits.next().value)).toEqual([2000, 3000, 4500, 5000, 5000]);
    const { client, asks } = gateway(['pending']);
    run(client);
    await advance(0);
    await advance(2000 + 3000 + 4500 + 5000 + 5000);
    expect(asks().map((c) => c.at)).toEqual([0, 2000, 5000, 9500, 14_500, 19_500]);
  });

  it('finalizes once signed, drops the cached contracts and moves to the renewal’s confirmation', async () => {
    const { client, calls } = gateway(['pending', 'signed']);
    const { store, task, moves, views } = run(client);
    // The list as a page shows it: cached, and asked again once the change is made.
    const list = store.dispatch(contractsApi.endpoints.contracts.initiate());
    await advance(2000);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/contracts/signing/status',
      'GET /api/contracts',
      'GET /api/contracts/signing/status',
      'POST /api/contracts/finalize',
      'GET /api/contracts',
    ]);
    list.unsubscribe();
    expect(views.map((v) => v.phase)).toContain('finalizing');
    expect(moves).toEqual([{ to: `/contracts/42/offer/confirmation?token=${token}`, replace: true }]);
    expect(task.isRunning()).toBe(false);
  });

  it('says so and stays when the change could not be made after signing', async () => {
    const { client } = gateway(['signed'], { finalize: false });
    const { moves, last } = run(client);
    await advance(0);
    expect(last()?.phase).toBe('finalizeFailed');
    expect(moves).toEqual([]);
  });

  it('stops at a refusal and forgets the signing of the flow', async () => {
    rememberSigning(
      { action: 'renew', contractId: 42 },
      {
        signingToken: token,
        verificationCode: '4821',
        expiresAt: state('pending').expiresAt,
        status: 'pending',
      },
    );
    const { client, asks } = gateway(['pending', 'refused']);
    const { task, moves, last } = run(client);
    await advance(60_000);
    expect(asks()).toHaveLength(2);
    expect(last()).toMatchObject({ phase: 'over', state: { status: 'refused' } });
    expect(moves).toEqual([]);
    expect(task.isRunning()).toBe(false);
    expect(pendingSigning({ action: 'renew', contractId: 42 })).toBeNull();
  });

  it('gives up when the time runs out without an answer, asking once more at the deadline', async () => {
    const { client, asks } = gateway(['pending']);
    const { task, last } = run(client);
    await advance(119_000);
    expect(task.isRunning()).toBe(true);
    await advance(1000);
    expect(asks().at(-1)?.at).toBe(120_000);
    expect(last()?.phase).toBe('gaveUp');
    expect(task.isRunning()).toBe(false);
    const count = asks().length;
    await advance(60_000);
    expect(asks()).toHaveLength(count);
  });

  it('counts the time left on this browser’s clock when it started the signing, whatever the server’s says', async () => {
    // The server's clock is a day behind: by its expiresAt, the time ran out long ago.
    rememberSigning(
      { action: 'create' },
      {
        signingToken: token,
        verificationCode: '4821',
        expiresAt: new Date(start - 86_400_000).toISOString(),
        status: 'pending',
      },
    );
    const { client, asks } = gateway(['pending']);
    const { task, last } = run(client);
    await advance(60_000);
    expect(task.isRunning()).toBe(true);
    expect(last()).toMatchObject({ phase: 'following', deadline: start + 120_000 });
    await advance(60_000);
    expect(last()?.phase).toBe('gaveUp');
    expect(asks().at(-1)?.at).toBe(120_000);
  });

  it('counts from the time left the server answers when another tab started the signing, whatever its clock says', async () => {
    // The server's clock is a day behind this browser's: by its expiresAt, the time ran out long ago.
    const day = 86_400_000;
    const { client, asks } = gateway(['pending'], { serverBehind: day });
    const drawn = state('pending', {}, start - day);
    const { task, last } = run(client, { data: drawn });
    await advance(0);
    // As drawn: counted to the server's expiresAt until the server is first asked.
    expect(last()?.deadline).toBe(start - day + 120_000);
    await advance(2000);
    expect(last()).toMatchObject({ phase: 'following', deadline: start + 120_000 });
    await advance(100_000);
    expect(task.isRunning()).toBe(true);
    expect(last()?.deadline).toBe(start + 120_000);
    await advance(20_000);
    expect(last()?.phase).toBe('gaveUp');
    expect(asks().at(-1)?.at).toBe(120_000);
  });

  it('resumes after a reload: a new saga with the same token follows the same signing', async () => {
    const first = gateway(['pending']);
    const before = run(first.client);
    await advance(5000);
    before.task.cancel();
    // The page loads again with the token in its address.
    const again = gateway(['pending', 'signed']);
    const after = run(again.client);
    await advance(0);
    expect(after.last()).toMatchObject({ phase: 'following', state: { verificationCode: '4821' } });
    await advance(2000);
    expect(after.moves[0]?.to).toBe(`/contracts/42/offer/confirmation?token=${token}`);
  });

  it('cancels on the page’s Cancel: asks the gateway to stop and ends', async () => {
    const { client, calls } = gateway(['pending']);
    const { store, task, last } = run(client);
    await advance(500);
    store.dispatch(cancelRequested());
    await advance(0);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/contracts/signing/cancel', at: 500 });
    expect(last()).toMatchObject({ phase: 'over', state: { status: 'cancelled' } });
    expect(task.isRunning()).toBe(false);
  });

  it('keeps a Cancel pressed while the status is being asked, and cancels once the answer is in', async () => {
    const { client, calls } = gateway(['pending']);
    // The second ask takes a second to answer, as on a slow connection.
    const slow = {
      request: (method: string, path: string, options?: unknown) =>
        path.endsWith('/status') && calls.length === 1
          ? new Promise((resolve) => {
              setTimeout(() => {
                resolve(client.request(method as 'GET', path, options as never));
              }, 1000);
            })
          : client.request(method as 'GET', path, options as never),
    } as unknown as typeof apiClient;
    const { store, task, last } = run(slow);
    await advance(2000);
    expect(calls).toHaveLength(1);
    store.dispatch(cancelRequested());
    await advance(1000);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/contracts/signing/status',
      'GET /api/contracts/signing/status',
      'POST /api/contracts/signing/cancel',
    ]);
    expect(last()).toMatchObject({ phase: 'over', state: { status: 'cancelled' } });
    expect(task.isRunning()).toBe(false);
  });

  it('goes on from the answer the page opened with (drawn with it): asks first after the first wait', async () => {
    const { client, asks } = gateway(['signed']);
    const { moves, last } = run(client, { data: state('pending') });
    await advance(0);
    expect(asks()).toEqual([]);
    expect(last()).toMatchObject({ phase: 'following', state: { verificationCode: '4821' } });
    await advance(2000);
    expect(asks().map((c) => c.at)).toEqual([2000]);
    expect(moves[0]?.to).toBe(`/contracts/42/offer/confirmation?token=${token}`);
  });

  it('ends without asking on a signing the page opened without (not this session’s)', async () => {
    const { client, calls } = gateway(['pending']);
    const failure = { status: 404, name: 'NotFound', message: 'Not found' };
    const { task, last } = run(client, { failure });
    await advance(10_000);
    expect(calls).toEqual([]);
    expect(last()?.phase).toBe('notFound');
    expect(task.isRunning()).toBe(false);
  });

  it('stops asking when the page is left', async () => {
    const { client, calls } = gateway(['pending']);
    const { task } = run(client);
    await advance(5000);
    const before = calls.length;
    task.cancel();
    await advance(120_000);
    expect(calls).toHaveLength(before);
  });
});
