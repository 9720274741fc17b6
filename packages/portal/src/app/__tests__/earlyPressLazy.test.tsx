import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, Suspense, use, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * A press on a part of the page React has not hydrated yet, its code still coming: React stops it at
 * the root, and it is made once React has the part, once; a press React or an overlay handled is not.
 */

type EarlyPress = typeof import('../earlyPress.ts');

const heard: string[] = [];

/** The part that holds the button: drawn by the server, hydrated once its code is there. */
const code = { ready: true, arrived: Promise.resolve(), arrive: () => undefined as void };
function LaterPart({ children }: { children: ReactNode }) {
  if (!code.ready) use(code.arrived);
  return children;
}

const page = (
  <>
    <button
      type="button"
      onClick={() => {
        heard.push('Menu');
      }}
    >
      Menu
    </button>
    <Suspense fallback={null}>
      <LaterPart>
        <button
          type="button"
          onClick={() => {
            heard.push('Pay');
          }}
        >
          Pay
        </button>
      </LaterPart>
    </Suspense>
  </>
);

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name)!;

describe('earlyPress on a part hydrated later', () => {
  let early: EarlyPress;
  let root: Root | undefined;
  const forget: Array<() => void> = [];

  beforeEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    jest.useFakeTimers();
    jest.resetModules();
    heard.length = 0;
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
    code.ready = false;
    code.arrived = new Promise<void>((resolve) => {
      code.arrive = () => {
        code.ready = true;
        resolve();
      };
    });
    early = await import('../earlyPress.ts');
    // Each test's module listens on the one document: the last test's listeners go with it.
    const listen = jest.spyOn(document, 'addEventListener');
    early.rememberEarlyPresses();
    for (const [type, listener, options] of listen.mock.calls)
      forget.push(() => {
        document.removeEventListener(type, listener, options);
      });
    listen.mockRestore();
    // Awaited: the part suspends as it is hydrated.
    await act(() => {
      root = hydrateRoot(document.getElementById('root')!, page);
      return Promise.resolve();
    });
    await act(async () => {
      early.makeEarlyPress();
      await jest.runAllTimersAsync();
    });
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    for (const done of forget.splice(0)) done();
    jest.useRealTimers();
  });

  const codeArrives = async () => {
    await act(async () => {
      code.arrive();
      await code.arrived;
    });
    await act(() => jest.advanceTimersByTimeAsync(1000));
  };

  it('makes a press React stopped once the part is hydrated, once', async () => {
    await act(async () => {
      button('Pay').click();
      await jest.advanceTimersByTimeAsync(1000);
    });
    // React has the page, not yet the part: the press did nothing so far.
    expect(heard).toEqual([]);
    await codeArrives();
    expect(heard).toEqual(['Pay']);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(heard).toEqual(['Pay']);
  });

  it('leaves alone a press React answered', async () => {
    await act(async () => {
      button('Menu').click();
      await jest.advanceTimersByTimeAsync(1000);
    });
    await codeArrives();
    expect(heard).toEqual(['Menu']);
  });

  it('forgets a press stopped before it reached the page, as an open overlay stops one outside it', async () => {
    const outside = (event: Event) => {
      event.stopPropagation();
    };
    document.addEventListener('click', outside, true);
    await act(async () => {
      button('Pay').click();
      await jest.advanceTimersByTimeAsync(1000);
    });
    document.removeEventListener('click', outside, true);
    await codeArrives();
    expect(heard).toEqual([]);
  });

  it('forgets a press the user has followed with another', async () => {
    await act(async () => {
      button('Pay').click();
      await jest.advanceTimersByTimeAsync(1000);
      button('Menu').dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button('Menu').click();
    });
    await codeArrives();
    expect(heard).toEqual(['Menu']);
  });
});
