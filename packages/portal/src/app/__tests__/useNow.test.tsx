import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ServedContext, type Served } from '../served.tsx';
import { useNow } from '../useNow.ts';

function Clock() {
  return <time>{new Date(useNow(60_000)).toISOString()}</time>;
}

const drawnAt = Date.parse('2026-11-25T13:59:30Z');
const served: Served = { locale: 'fi-FI', scheme: 'light', source: 'system', mobile: false, now: drawnAt };

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the time a page shows', () => {
  it('is the time the server drew it at during the hydration, and the browser’s right after', async () => {
    const tree = (
      <ServedContext value={served}>
        <Clock />
      </ServedContext>
    );
    document.body.innerHTML = `<div id="root">${renderToString(tree)}</div>`;
    expect(document.body.textContent).toBe('2026-11-25T13:59:00.000Z');
    // Taken over an hour later: the hydration matches, then the page moves on.
    jest.useFakeTimers({ now: drawnAt + 3_600_000 });
    const recovered = jest.fn();
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, tree, { onRecoverableError: recovered });
      await Promise.resolve();
    });
    expect(recovered).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe('2026-11-25T14:59:00.000Z');
    await act(async () => {
      jest.advanceTimersByTime(60_000);
      await Promise.resolve();
    });
    expect(document.body.textContent).toBe('2026-11-25T15:00:00.000Z');
  });
});
