import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { documentListeners, LaterPart, laterCode } from '../../test/laterPart.tsx';

/**
 * A press on a part of the page React has not hydrated yet, its code still coming: React stops it at
 * the root, and it is made once React has the part, once; a press React or an overlay handled is not.
 */

type EarlyPress = typeof import('../earlyPress.ts');

const heard: string[] = [];

/** A button that notes each press React hands it. */
function Heard({ name }: { name: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        heard.push(name);
      }}
    >
      {name}
    </button>
  );
}

/** The menu is hydrated with the page; Pay is in a part whose code comes later. */
const page = (
  <>
    <Heard name="Menu" />
    <Suspense fallback={null}>
      <LaterPart>
        <Heard name="Pay" />
      </LaterPart>
    </Suspense>
  </>
);

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name)!;

describe('earlyPress on a part hydrated later', () => {
  let early: EarlyPress;
  let root: Root | undefined;
  let forget = () => undefined as void;

  beforeEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    jest.useFakeTimers();
    jest.resetModules();
    heard.length = 0;
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
    laterCode.hold();
    early = await import('../earlyPress.ts');
    forget = documentListeners(early.rememberEarlyPresses);
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
    forget();
    jest.useRealTimers();
  });

  const codeArrives = async () => {
    await act(async () => {
      laterCode.arrive();
      await laterCode.arrived;
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
