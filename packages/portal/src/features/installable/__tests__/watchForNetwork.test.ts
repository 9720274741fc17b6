import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { watchForNetwork } from '../offlineStart.ts';

const fetchMock = jest.fn<typeof fetch>();

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
});

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('coming back online after an offline start', () => {
  it('asks the API every 5 s growing to a minute, and says so once it answers', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const back = jest.fn();
    watchForNetwork(back);
    expect(fetchMock).not.toHaveBeenCalled();
    for (const wait of [5_000, 10_000, 20_000, 40_000, 60_000, 60_000]) {
      const asked = fetchMock.mock.calls.length;
      await jest.advanceTimersByTimeAsync(wait - 1);
      expect(fetchMock).toHaveBeenCalledTimes(asked);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(asked + 1);
    }
    expect(back).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(back).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it("asks at once on the browser's online event, which alone is not believed", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const back = jest.fn();
    watchForNetwork(back);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('stops asking when told to', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = watchForNetwork(jest.fn());
    stop();
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
