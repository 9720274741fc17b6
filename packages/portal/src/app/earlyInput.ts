import { arrival, maxTries } from './arrival.ts';
import { whenIdleAfter } from './idle.ts';

// A field focused or typed into while React could not hear it: before it had the page (its listeners
// came with the hydration), or after, while the part of the page holding the field still waited for its
// code or data to be hydrated (React stops an event aimed at such a part at the root). The text stays on
// screen, but the component's state holds what the server drew, which the field's next render puts
// back, and React Aria takes the field for unfocused (a combo box then opens no list as the user types
// on). Once React hears them, both are told again.

type Field = HTMLInputElement | HTMLTextAreaElement;
interface Typed {
  text: string;
  caret: [number | null, number | null];
}

let handedOver = false;
/**
 * The fields typed into that React has not heard since, with what they held then: React may have put
 * its own value back meanwhile, as it drew the part hydrated.
 */
const typed = new Map<Field, Typed>();
/** The field focused while React could not hear it. */
let focused: Field | null = null;
/** Our own events, told again: the listeners below leave them alone. */
let telling = false;
let scheduled = false;
let tries = 0;

/** A field one types into (a button or a box to tick is a press: earlyPress.ts). */
const fieldOf = (target: EventTarget | null): Field | null =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && /^(text|search|email|tel|url|password|number)$/.test(target.type))
    ? target
    : null;

/** Answers whether the event now under way reaches the field, once it is dispatched. */
function whenDispatched(field: Field, type: string, answer: (reached: boolean) => void) {
  const reached = arrival(field, type);
  setTimeout(() => {
    answer(reached());
  }, 0);
}

function input(event: Event) {
  const field = fieldOf(event.target);
  if (!field || telling) return;
  const early: Typed = { text: field.value, caret: [field.selectionStart, field.selectionEnd] };
  if (!handedOver) {
    typed.set(field, early);
    return;
  }
  whenDispatched(field, 'input', (reached) => {
    if (reached) typed.delete(field);
    else {
      typed.set(field, early);
      tellSoon();
    }
  });
}

function focus(event: Event) {
  if (telling) return;
  const field = fieldOf(event.target);
  if (!handedOver) {
    focused = field;
    return;
  }
  if (!field) return;
  whenDispatched(field, 'focusin', (reached) => {
    if (!reached) {
      focused = field;
      tellSoon();
    } else if (field === focused) focused = null;
  });
}

/** Listens for focus and typing from the first paint on. */
export function rememberEarlyInput(): void {
  document.addEventListener('input', input, true);
  document.addEventListener('focusin', focus, true);
}

/** React listens on the root from now on: it hears what fields hear, once their part is hydrated. */
export function handOverInput(): void {
  handedOver = true;
}

/** Dispatches `event` on the field and answers whether it got there (React did not stop it). */
function heard(field: Field, event: Event): boolean {
  const reached = arrival(field, event.type);
  field.dispatchEvent(event);
  return reached();
}

/**
 * Types the text into the field so that React hears it: the value is set past React's record of it (the
 * prototype's setter), which then differs from what React last knew, and an input event follows. The
 * caret goes where it is, or, where React has put its own text back meanwhile, where it was.
 */
function typeAgain(field: Field, { text, caret }: Typed): boolean {
  const [selectionStart, selectionEnd] =
    field.value === text ? [field.selectionStart, field.selectionEnd] : caret;
  field.value = text === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as Field;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  const reached = heard(field, new Event('input', { bubbles: true }));
  if (document.activeElement === field && selectionStart !== null)
    field.setSelectionRange(selectionStart, selectionEnd);
  return reached;
}

/** The focus first (React hears it by its focusin), then the text; what React still stops is kept. */
function tell() {
  scheduled = false;
  telling = true;
  try {
    if (focused && document.activeElement !== focused) focused = null;
    if (focused && heard(focused, new FocusEvent('focusin', { bubbles: true }))) focused = null;
    for (const [field, early] of typed)
      if (!field.isConnected || typeAgain(field, early)) typed.delete(field);
  } finally {
    telling = false;
  }
  if (focused === null && typed.size === 0) tries = 0;
  else if (++tries < maxTries) tellSoon(200);
}

/** Once the browser is idle (the page's parts hydrated meanwhile), after `delay` ms. */
function tellSoon(delay = 0) {
  if (scheduled || !handedOver) return;
  scheduled = true;
  whenIdleAfter(tell, delay);
}

/**
 * The hydration's first commit: once the browser is idle, the field focused early is focused again for
 * React (the events only: it has the focus), and what was typed early is typed again.
 */
export function makeEarlyInput(): void {
  handedOver = true;
  if (focused || typed.size > 0) tellSoon();
}
