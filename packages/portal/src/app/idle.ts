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

/**
 * Gives the browser a turn (input, paint) between steps of work, so that they are tasks of their own
 * rather than one long one (a start's evaluating, setting up and hydrating; prefetch's links).
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
