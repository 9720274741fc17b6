import { jest } from '@jest/globals';
import { use, type ReactNode } from 'react';

/**
 * A part of a drawn page whose code comes later, as a route's lazy part still on the way: React
 * hydrates the page around it and stops the events aimed at it until `laterCode.arrive()`.
 */
export const laterCode = {
  ready: true,
  arrived: Promise.resolve(),
  arrive: () => undefined as void,
  /** The code is on its way from now on. */
  hold() {
    laterCode.ready = false;
    laterCode.arrived = new Promise<void>((resolve) => {
      laterCode.arrive = () => {
        laterCode.ready = true;
        resolve();
      };
    });
  },
};

export function LaterPart({ children }: { children: ReactNode }) {
  if (!laterCode.ready) use(laterCode.arrived);
  return children;
}

/**
 * Runs `listen` (a module adding its listeners to the document) and answers how to remove what it
 * added: each test imports the module afresh, and the last test's listeners must go with it.
 */
export function documentListeners(listen: () => void): () => void {
  const spy = jest.spyOn(document, 'addEventListener');
  listen();
  const added = [...spy.mock.calls];
  spy.mockRestore();
  return () => {
    for (const [type, listener, options] of added) document.removeEventListener(type, listener, options);
  };
}
