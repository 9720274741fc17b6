import { lazy, type ComponentType } from 'react';

/**
 * A part of a page in a chunk of its own, like React.lazy, that draws at once when its code is already
 * there (`preload`). React.lazy suspends at its first render even then; during a hydration an update
 * reaching a part still suspended makes React draw it afresh, its fallback first: React Aria's tabs
 * render again once hydrated, and the settings' drawn section blinked to "Loading" and back. A page
 * module names the parts its address shows in `preloadParts` (see routeCode.ts), loaded before the
 * page is hydrated.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Part, { preload });
}
