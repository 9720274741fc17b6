import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

type AfterPaint = typeof import('../afterPaint.ts');

/** The module afresh: whether the first page has opened is its own state. */
const fresh = () => {
  let module: AfterPaint | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<AfterPaint>('../afterPaint.ts');
  });
  return module!;
};

const frames: FrameRequestCallback[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  frames.length = 0;
  globalThis.requestAnimationFrame = (callback) => frames.push(callback);
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
});

const state = (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  return () => settled;
};

describe('opening a page after a press', () => {
  it('waits for the next frame, then for the task after it', async () => {
    const settled = state(fresh().afterNextPaint());
    await jest.advanceTimersByTimeAsync(50);
    expect(settled()).toBe(false);
    frames.shift()?.(performance.now());
    expect(settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
  });

  it('goes on after 100 ms on a hidden page, which paints no frames', async () => {
    const settled = state(fresh().afterNextPaint());
    await jest.advanceTimersByTimeAsync(99);
    expect(settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });

  it('does not wait for the first page, which the load opens, but for every page after it', async () => {
    const { beforeOpeningPage, firstPageOpened } = fresh();
    const first = state(beforeOpeningPage());
    await Promise.resolve();
    expect(first()).toBe(true);
    expect(frames).toHaveLength(0);

    firstPageOpened();
    const next = state(beforeOpeningPage());
    await Promise.resolve();
    expect(next()).toBe(false);
    expect(frames).toHaveLength(1);
    frames.shift()?.(performance.now());
    await jest.advanceTimersByTimeAsync(0);
    expect(next()).toBe(true);
  });
});
