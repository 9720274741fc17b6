import { lazy, type ComponentType } from 'react';

const nothing = () => null;

/**
 * A component in its own chunk, fetched when it first renders, for what a page does not need to show
 * itself (toasts, dialogs). A chunk that fails to load renders nothing rather than failing the page.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch {
      return { default: nothing };
    }
  });
}

/** The chunks of the parts the server render draws, which a hydration waits for (boot.tsx). */
const drawnParts = new Set<Promise<unknown>>();

export const drawnPartsLoaded = () => Promise.all(drawnParts);

/**
 * As `deferred`, for a part the server render draws (a header menu around its button): its chunk is
 * fetched as soon as the module declaring it loads, with the page's code, and the hydration waits for
 * it, so the part answers presses from the hydration on, as the rest of the page does.
 */
export function loadedWithPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loading = load().catch((): ComponentType<P> => nothing);
  drawnParts.add(loading);
  return lazy(async (): Promise<{ default: ComponentType<P> }> => ({ default: await loading }));
}
