import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * A field focused and typed into on the drawn page before React had it: once hydrated, the page's state
 * holds what was typed and its code knows the field is focused; what React heard itself is not told
 * twice.
 */

type EarlyInput = typeof import('../earlyInput.ts');

const heard = { changes: [] as string[], focuses: 0 };

function Search() {
  const [text, setText] = useState('Rantatie 5');
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

/** Types as a person would into a page React does not have: the value, then its input event. */
function typeInto(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
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
    early.rememberEarlyInput();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
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
    typeInto(field(), 'Isokatu 6');
    field().setSelectionRange(3, 3);
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
