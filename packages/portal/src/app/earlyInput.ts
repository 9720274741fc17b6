/** What auth.html's inline script held while the page was drawn but not yet taken over. */
interface HeldInput {
  type: 'click' | 'submit';
  target: HTMLElement;
  submitter: HTMLElement | null;
}

type Held = HeldInput[] & { released?: boolean };

declare global {
  interface Window {
    __voolHeldInput?: Held;
  }
}

/**
 * Stops holding input and replays what was held, in order, now that React has the page: a press
 * on a part not hydrated yet makes React hydrate that part first, then handle it.
 */
export function replayHeldInput(): void {
  const held = window.__voolHeldInput;
  if (!held) return;
  held.released = true;
  for (const { type, target, submitter } of held.splice(0)) {
    if (!target.isConnected) continue;
    if (type === 'click') target.click();
    else if (target instanceof HTMLFormElement) target.requestSubmit(submitter);
  }
}
