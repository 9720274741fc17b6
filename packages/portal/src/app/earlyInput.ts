import { whenIdle } from './idle.ts';

// A field focused or typed into before React had the page: React did not hear it (its listeners came
// with the hydration). The text stays on screen, but the component's state holds what the server drew,
// which the field's next render puts back, and React Aria takes the field for unfocused (a combo box
// then opens no list as the user types on). Once the page is hydrated, both are told again.

type Field = HTMLInputElement | HTMLTextAreaElement;

let handedOver = false;
/** The fields typed into before React had the page, with what they held then. */
const typed = new Map<Field, string>();
let focused: Field | null = null;

/** A field one types into (a button or a box to tick is a press: earlyPress.ts). */
const fieldOf = (target: EventTarget | null): Field | null =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && /^(text|search|email|tel|url|password|number)$/.test(target.type))
    ? target
    : null;

function input(event: Event) {
  const field = fieldOf(event.target);
  if (!field) return;
  // Heard by React from the hand-over on: the early text is no longer the latest.
  if (handedOver) typed.delete(field);
  else typed.set(field, field.value);
}

function focus(event: Event) {
  const field = fieldOf(event.target);
  if (handedOver) {
    if (field === focused) focused = null;
  } else focused = field;
}

/** Listens for focus and typing from the first paint on. */
export function rememberEarlyInput(): void {
  document.addEventListener('input', input, true);
  document.addEventListener('focusin', focus, true);
}

/** React listens on the root from now on: what fields hear from now on is its own. */
export function handOverInput(): void {
  handedOver = true;
}

/**
 * Types `text` into the field so that React hears it: the value is set past React's record of it (the
 * prototype's setter), which then differs from what React last knew, and an input event follows.
 */
function typeAgain(field: Field, text: string) {
  const { selectionStart, selectionEnd } = field;
  field.value = text === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as Field;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (document.activeElement === field && selectionStart !== null)
    field.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * The hydration's first commit: once the browser is idle (the page's parts hydrated too), the field
 * focused early is focused again for React (the events only: it has the focus), and what was typed
 * early is typed again.
 */
export function makeEarlyInput(): void {
  handedOver = true;
  if (!focused && typed.size === 0) return;
  whenIdle(() => {
    // React hears a focus by its focusin.
    if (focused && document.activeElement === focused)
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    for (const [field, text] of typed) if (field.isConnected) typeAgain(field, text);
    focused = null;
    typed.clear();
  }, 2000);
}
