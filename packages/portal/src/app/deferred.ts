import { createElement, lazy, useState, type ComponentType } from 'react';

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
 * it. Once loaded it renders without suspending: `lazy` would suspend on its first render all the
 * same, leaving that part of the page drawn but not hydrated after the rest, so a press on it in
 * between would go unanswered.
 */
export function loadedWithPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const loading = load()
    .catch((): ComponentType<P> => nothing)
    .then((component) => {
      loaded = component;
      return component;
    });
  drawnParts.add(loading);
  const Lazy = lazy(async (): Promise<{ default: ComponentType<P> }> => ({ default: await loading }));
  function LoadedWithPage(props: P) {
    // Chosen once per mount: switching types later would mount the part afresh.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return LoadedWithPage;
}
