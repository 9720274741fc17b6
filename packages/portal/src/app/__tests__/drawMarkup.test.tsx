import { describe, expect, it, jest } from '@jest/globals';
import { lazy, Suspense } from 'react';
import { drawMarkup } from '../drawMarkup.ts';

// A part whose code never arrives on the server (it waits for something only a browser gives).
const NeverReady = lazy(() => new Promise<never>(() => undefined));
const Ready = lazy(() => Promise.resolve({ default: () => <p>Ready part</p> }));

describe('drawMarkup', () => {
  it('waits for every part that comes, each in its place', async () => {
    const html = await drawMarkup(
      <main>
        <Suspense fallback={<p>Waiting</p>}>
          <Ready />
        </Suspense>
      </main>,
      undefined,
    );
    expect(html).toContain('<p>Ready part</p>');
    expect(html).not.toContain('Waiting');
  });

  it('sends a part still waiting at its limit as its fallback, for the browser to draw, rather than never answering', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await drawMarkup(
      <main>
        <h1>Outages</h1>
        <Suspense fallback={<p>Waiting</p>}>
          <NeverReady />
        </Suspense>
      </main>,
      'n0nce',
      50,
    );
    expect(html).toContain('<h1>Outages</h1>');
    expect(html).toContain('<p>Waiting</p>');
    expect(warn).toHaveBeenCalledWith('A part of the page was not drawn within 50 ms: the browser draws it');
    warn.mockRestore();
  });
});
