// A press on a header menu's button before the page's code has hydrated it: the server-drawn button
// cannot answer by itself, so the press is remembered here (no React, no change to the page) and the
// menu opens once it can (features/shell/headerMenu.tsx). Presses after the hydration are React's.

let pressed: Element | null = null;

function remember(event: Event) {
  if (!(event.target instanceof Element)) return;
  const button = event.target.closest('[aria-haspopup="menu"]');
  if (button) pressed = button;
}

/** Listens for presses (a click, or Enter or Space on the focused button) until React has the page. */
export function rememberEarlyPresses(): void {
  document.addEventListener('click', remember, true);
}

/**
 * React has the page: from now on presses are React's alone. A press remembered stays until its menu
 * takes it (a part of the page may hydrate after the root's first commit).
 */
export function stopRememberingPresses(): void {
  document.removeEventListener('click', remember, true);
}

/** Whether `element` was pressed before the hydration; answers true once, then forgets it. */
export function takeEarlyPress(element: Element | null): boolean {
  if (element === null || pressed !== element) return false;
  pressed = null;
  return true;
}
