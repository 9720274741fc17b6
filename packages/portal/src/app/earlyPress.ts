// A press on a header menu's button before the page's code has hydrated it: the server-drawn button
// cannot answer by itself, so the press is remembered here (no React, no change to the page) and the
// menu opens once it can (features/shell/headerMenu.tsx). Presses after the hydration are React's,
// save one begun before it and finished after: React sees only its end, which is no press to it.

let hydrated = false;
/** A menu button pressed before the hydration, until its menu takes the press. */
let pressed: Element | null = null;
/** The menu button a pointer went down on before the hydration, until the press ends. */
let downBefore: Element | null = null;
const waiting = new Map<Element, () => void>();

const menuButton = (target: EventTarget | null) =>
  target instanceof Element ? target.closest('[aria-haspopup="menu"]') : null;

function down(event: Event) {
  downBefore = hydrated ? null : menuButton(event.target);
}

function click(event: Event) {
  const button = menuButton(event.target);
  if (!button || (hydrated && button !== downBefore)) return;
  downBefore = null;
  const open = waiting.get(button);
  if (open) open();
  else pressed = button;
}

/** Listens for presses (a click, or Enter or Space on the focused button) from the first paint on. */
export function rememberEarlyPresses(): void {
  document.addEventListener('pointerdown', down, true);
  document.addEventListener('click', click, true);
}

/**
 * React has the page: presses begun from now on are React's alone. A press remembered stays until
 * its menu takes it (a part of the page may hydrate after the root's first commit).
 */
export function stopRememberingPresses(): void {
  hydrated = true;
}

/**
 * Calls `open` for a press on `element` that React did not see: at once for one already made, or when
 * one begun before the hydration ends. Returns what stops listening.
 */
export function onEarlyPress(element: Element | null, open: () => void): () => void {
  if (element === null) return () => undefined;
  if (pressed === element) {
    pressed = null;
    open();
    return () => undefined;
  }
  waiting.set(element, open);
  return () => {
    if (waiting.get(element) === open) waiting.delete(element);
  };
}
