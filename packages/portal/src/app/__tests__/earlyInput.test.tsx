import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, Suspense, useState, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { documentListeners, LaterPart, laterCode } from '../../test/laterPart.tsx';

/**
 * A field focused and typed into on the drawn page before React had it: once hydrated, the page's state
 * holds what was typed and its code knows the field is focused; what React heard itself is not told
 * twice.
 */

type EarlyInput = typeof import('../earlyInput.ts');

const heard = { changes: [] as string[], focuses: 0 };

const noChanges = () => () => undefined;

function Search() {
  const [text, setText] = useState('Rantatie 5');
  // Drawn again as soon as hydrated, as a part that reads the browser is: the field shows the state's
  // text again.
  useSyncExternalStore(
    noChanges,
    () => 'browser',
    () => 'server',
  );
  return (
    <>
      <input
        aria-label="Place"
        value={text}
        onChange={(event) => {
          heard.changes.push(event.target.value);
          setText(event.target.value);
        }}
        onFocus={() => {
          heard.focuses += 1;
        }}
      />
      <output>{text}</output>
    </>
  );
}

/** The field in a part of the page hydrated only once its code is there. */
const page = (
  <Suspense fallback={null}>
    <LaterPart>
      <Search />
    </LaterPart>
  </Suspense>
);

/** Types as a person would into a page React does not have: the value, then its input event. */
function typeInto(field: HTMLInputElement, text: string, caret = text.length) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.setSelectionRange(caret, caret);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('earlyInput', () => {
  let early: EarlyInput;
  let root: Root | undefined;
  const field = () => document.querySelector('input')!;
  const shown = () => document.querySelector('output')!.textContent;

  beforeEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    jest.useFakeTimers();
    jest.resetModules();
    heard.changes = [];
    heard.focuses = 0;
    document.body.innerHTML = `<div id="root">${renderToString(<Search />)}</div>`;
    early = await import('../earlyInput.ts');
    forget = documentListeners(early.rememberEarlyInput);
  });
  let forget = () => undefined as void;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    forget();
    jest.useRealTimers();
  });

  const hydrate = () => {
    act(() => {
      root = hydrateRoot(document.getElementById('root')!, <Search />);
    });
    early.handOverInput();
  };
  const hydrated = () => {
    act(() => {
      early.makeEarlyInput();
      jest.runAllTimers();
    });
  };

  it('tells the hydrated page the field is focused and what was typed, the caret where it was', () => {
    field().focus();
    // Typed into the middle: the caret after the "Iso" just typed.
    typeInto(field(), 'Isokatu 6', 3);
    hydrate();
    expect(shown()).toBe('Rantatie 5');
    hydrated();
    expect(heard).toEqual({ changes: ['Isokatu 6'], focuses: 1 });
    expect(shown()).toBe('Isokatu 6');
    expect(field().value).toBe('Isokatu 6');
    expect([field().selectionStart, field().selectionEnd]).toEqual([3, 3]);
  });

  it('tells an emptied field as empty', () => {
    typeInto(field(), '');
    hydrate();
    hydrated();
    expect(heard.changes).toEqual(['']);
    expect(shown()).toBe('');
  });

  it('tells nothing React heard itself after it had the page', () => {
    field().focus();
    typeInto(field(), 'Isokatu');
    hydrate();
    act(() => {
      field().blur();
      field().focus();
      typeInto(field(), 'Isokatu 6');
    });
    hydrated();
    expect(heard).toEqual({ changes: ['Isokatu 6'], focuses: 1 });
    expect(shown()).toBe('Isokatu 6');
  });

  it('tells what was typed while React stopped it, its part waiting for its code, once that part is hydrated', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
    laterCode.hold();
    // Awaited: the part suspends as it is hydrated.
    await act(() => {
      root = hydrateRoot(document.getElementById('root')!, page);
      return Promise.resolve();
    });
    early.handOverInput();
    await act(async () => {
      early.makeEarlyInput();
      await jest.runAllTimersAsync();
    });
    // React has the page, not yet the part: it stops the field's events at the root.
    await act(async () => {
      field().focus();
      typeInto(field(), 'Isokatu 6');
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(heard).toEqual({ changes: [], focuses: 0 });
    await act(async () => {
      laterCode.arrive();
      await laterCode.arrived;
    });
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(heard).toEqual({ changes: ['Isokatu 6'], focuses: 1 });
    expect(shown()).toBe('Isokatu 6');
  });

  it('tells no focus of a field the user has left since', () => {
    field().focus();
    hydrate();
    act(() => {
      field().blur();
    });
    hydrated();
    expect(heard.focuses).toBe(0);
  });
});
