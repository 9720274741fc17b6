/** A hidden page paints no frames: what waits for one goes on after this long at the latest. */
const hiddenPageWait = 100;

/**
 * Resolves once the browser has painted what the running task changed: the next frame, then the task
 * after it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, hiddenPageWait);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0);
    });
  });
}

let running = false;

/** The router has opened the first page: every page opened from now on is opened by the visitor. */
export function firstPageOpened(): void {
  running = true;
}

/**
 * What opening a page waits for before its code is linked and run (a long task on a slow phone): the
 * paint of the press that opened it, so the visitor sees the press answered (the link pressed, the
 * page's loading bar) at once. The first page, which the load opens, does not wait.
 */
export const beforeOpeningPage = (): Promise<void> => (running ? afterNextPaint() : Promise.resolve());
