// No React here: the document's first code (startCode.ts) uses it too.

/** Runs `task` once the browser is idle, or after `timeout` ms at the latest; answers how to cancel it. */
export function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => {
      clearTimeout(timer);
    };
  }
  const handle = requestIdleCallback(task, { timeout });
  return () => {
    cancelIdleCallback(handle);
  };
}

/** Runs `task` `delay` ms from now, once the browser is idle then (the page's parts hydrated meanwhile). */
export function whenIdleAfter(task: () => void, delay: number): void {
  setTimeout(() => whenIdle(task, 2000), delay);
}

/**
 * Gives the browser a turn (input, paint) between steps of work, so that they are tasks of their own
 * rather than one long one (a start's evaluating, setting up and hydrating; prefetch's links).
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/** Links added in one task: the browser starts each one's fetch as it is added. */
const linksPerTask = 4;

/**
 * Adds a link per item, a few per task (`add` adds one and answers what it waits for): a page's dozens
 * of script links at once made one long task, and a press that came then waited for it.
 */
export async function addInTasks<I, T>(items: readonly I[], add: (item: I) => T): Promise<T[]> {
  const added: T[] = [];
  for (let first = 0; first < items.length; first += linksPerTask) {
    if (first > 0) await nextTask();
    added.push(...items.slice(first, first + linksPerTask).map(add));
  }
  return added;
}
