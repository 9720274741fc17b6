import { arrival, maxTries } from './arrival.ts';
import { whenIdle, whenIdleAfter } from './idle.ts';

// A press on a server-drawn control before React has the page: the button, tab or option cannot answer
// by itself, so the press is remembered here (no React, no change to the page) and made again, as a
// click on the same control, once the page is hydrated. Links and submits are left alone: the browser
// follows a link, and a form's submit waits for its React form action. Presses React receives are its
// own, save one begun before it had the page and ended after: React sees only its end, no press to it.
// From hydrateRoot to the hydration's first commit React listens, but a press would make it hydrate
// the whole frame in the press's own task (a quarter of a second on a slow phone, before anything
// answers): until that commit a press is kept from React and handled as before it listened. After it, a
// part of the page whose own code is still coming is not hydrated, and React stops a press aimed at it
// at the root: that press is made once React has the part.

/** The elements a press acts on through the page's code. */
const controls =
  'button, [role="button"], [role="tab"], [role="option"], [role="menuitem"], [role="switch"], [role="row"]';

/** A control pressed, and how to find it again should the hydration draw it afresh. */
interface Pressed {
  element: HTMLElement;
  /** 'mouse', 'touch' or 'pen'; '' for a press of a key. */
  pointerType: string;
  /** Its id (React Aria gives its controls ids the hydration keeps) and text. */
  id: string;
  text: string;
}

/**
 * Who answers a press: this module alone while the page is only drawn; this module, with React kept
 * from it, from hydrateRoot to its first commit; React from then on.
 */
let stage: 'drawn' | 'hydrating' | 'react' = 'drawn';
/** The events React takes as the start, end or whole of a press. */
const pressEvents = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'];
/** The control pressed last before React had the page, until the hydration makes the press. */
let pressed: Pressed | null = null;
/** The control a pointer went down on, how, and whether React had the page then, until the press ends. */
let downOn: { control: HTMLElement | null; pointerType: string; early: boolean } | null = null;
/** A press React stopped at the root, its control's part not hydrated: made once React has it. */
let waiting: Pressed | null = null;
let tries = 0;
/** The last event that passed the root on its way down, before React's listeners there. */
let atRoot: Event | null = null;

function controlAt(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(controls);
  if (!control || control.closest('a[href]')) return null;
  if (control.matches('[type="submit"], [type="reset"], :disabled, [aria-disabled="true"]')) return null;
  return control;
}

const remember = (element: HTMLElement, pointerType: string): Pressed => ({
  element,
  pointerType,
  id: element.id,
  text: element.textContent,
});

/**
 * The control as the page has it now: the same element, or, where the hydration drew it again (React
 * Aria's collections do), the one with its id and text.
 */
function findAgain({ element, id, text }: Pressed): HTMLElement | null {
  if (element.isConnected) return element;
  const now = id ? document.getElementById(id) : null;
  return now && controlAt(now) === now && now.textContent === text ? now : null;
}

/**
 * Presses `control` again as it was pressed: a pointer down, up and its click (React Aria then opens a
 * menu with its chosen item focused, as for a person's press), or a click of a key.
 */
function pressAgain(control: HTMLElement, pointerType: string) {
  if (pointerType === '') {
    control.click();
    return;
  }
  const pointer = { bubbles: true, cancelable: true, composed: true, detail: 1, button: 0 };
  const at = { ...pointer, pointerId: 1, pointerType, isPrimary: true, width: 1, height: 1 };
  control.dispatchEvent(new PointerEvent('pointerdown', { ...at, buttons: 1, pressure: 0.5 }));
  control.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0, pressure: 0 }));
  control.dispatchEvent(new MouseEvent('click', pointer));
}

function down(event: Event) {
  if (replaying) return;
  // A press once React has the page is the latest: one remembered is not made after it.
  if (stage === 'react') {
    pressed = null;
    waiting = null;
  }
  downOn = { control: controlAt(event.target), pointerType: pointerTypeOf(event), early: stage !== 'react' };
}

function click(event: Event) {
  if (replaying) return;
  const control = controlAt(event.target);
  const begun = downOn?.control === control ? downOn : null;
  const pointerType = begun?.pointerType ?? '';
  downOn = null;
  if (stage !== 'react') {
    pressed = control && remember(control, pointerType);
    return;
  }
  pressed = null;
  if (control === null) return;
  if (begun?.early) {
    setTimeout(() => {
      replay(control, pointerType);
    }, 0);
    return;
  }
  // React hydrates the part at the press if its code is there; if not, it stops the press at the root,
  // and the press never reaches its control. One that never got to the root was stopped before it
  // (an overlay's outside press): it is not the page's to make.
  const reached = arrival(control, 'click', true);
  setTimeout(() => {
    if (!reached() && atRoot === event) makeOnceHydrated(remember(control, pointerType));
  }, 0);
}

function makeOnceHydrated(press: Pressed) {
  waiting = press;
  tries = 0;
  lookSoon();
}

function lookSoon() {
  whenIdleAfter(look, 200);
}

/**
 * Makes the press waiting: React lets it through once it has the control's part (hydrating the part
 * at the press if its code has come); until then it stops it again, and the press waits on. Stops
 * when the control is gone.
 */
function look() {
  const control = waiting && findAgain(waiting);
  if (!waiting || !control || replay(control, waiting.pointerType) || ++tries >= maxTries) waiting = null;
  else lookSoon();
}

const pointerTypeOf = (event: Event) =>
  'pointerType' in event && typeof event.pointerType === 'string' ? event.pointerType : 'mouse';

/** Set while a press is made again, whose events are not a person's. */
let replaying = false;
/** Makes the press again and answers whether it got to its control (React did not stop it). */
function replay(control: HTMLElement, pointerType: string): boolean {
  const reached = arrival(control, 'click', true);
  replaying = true;
  try {
    pressAgain(control, pointerType);
  } finally {
    replaying = false;
  }
  return reached();
}

/**
 * Keeps a press from React's listeners on the root while it hydrates (the browser still acts: a link
 * is followed). Nothing else on the page answers a press before the hydration's first commit.
 */
function hold(event: Event) {
  if (stage === 'hydrating' && !replaying) event.stopPropagation();
}

/** Listens for presses (a click, or Enter or Space on a focused button) from the first paint on. */
export function rememberEarlyPresses(): void {
  document.addEventListener('pointerdown', down, true);
  document.addEventListener('click', click, true);
  for (const type of pressEvents) document.addEventListener(type, hold, true);
  // On the root before React listens there, so it sees every press React will.
  document.getElementById('root')?.addEventListener(
    'click',
    (event) => {
      atRoot = event;
    },
    true,
  );
}

/**
 * React listens on the root from now on (`createRoot` was called, the page is drawn afresh): presses
 * begun from now on are its own.
 */
export function handOverPresses(): void {
  stage = 'react';
}

/** `hydrateRoot` was called: presses stay here, kept from React, until its first commit. */
export function holdPresses(): void {
  stage = 'hydrating';
}

/**
 * The hydration's first commit: the press remembered is made in the next task (a part not hydrated yet
 * is hydrated at the press, by React, or, its code still coming, once React has it), or, for an item of
 * a React Aria collection (a tab, an option), once the browser is idle: the collection draws its items
 * afresh after the hydration, and a press before that did nothing. A page drawn afresh has no such
 * control left.
 */
export function makeEarlyPress(): void {
  stage = 'react';
  if (pressed === null) return;
  const make = () => {
    const press = pressed;
    const control = press && findAgain(press);
    pressed = null;
    if (press && control && !replay(control, press.pointerType)) makeOnceHydrated(press);
  };
  if (pressed.element.hasAttribute('data-collection')) whenIdle(make, 2000);
  else setTimeout(make, 0);
}
