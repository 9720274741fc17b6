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
