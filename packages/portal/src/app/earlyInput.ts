import { useEffect, type ReactNode } from 'react';

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

type Field = HTMLInputElement | HTMLTextAreaElement;

const skipped = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'file']);

/**
 * Types `value` into a field so that React's onChange sees it. React notes the value it last saw
 * through the field's own setter, and the prototype's setter leaves that note alone: set through
 * the one to empty and the other to the value, the input event reads as a change.
 */
function type(field: Field, value: string) {
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The element on the page now for one that was drawn: itself, or, for a header menu's button that its
 * menu has replaced since (features/shell/DeferredMenu.tsx), the menu's own button.
 */
function current(drawn: HTMLElement): HTMLElement | null {
  if (drawn.isConnected) return drawn;
  const menu = drawn.dataset.deferredMenu;
  return menu ? document.querySelector<HTMLElement>(`[data-deferred-menu="${CSS.escape(menu)}"]`) : null;
}

/**
 * Before the hydration: notes what was typed into the drawn page (React sets a field back to its
 * state as it hydrates it) and returns what to do once React has the page: type it in again, then
 * replay the presses and submits auth.html held, in order.
 */
export function takeOverInput(): () => void {
  const fields = [...document.querySelectorAll<Field>('#root input, #root textarea')];
  const typed = fields
    .filter((field) => !skipped.has(field.type) && field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
  return () => {
    // Into React's state too: the field still shows it, but the next render would set it back.
    for (const [field, value] of typed) if (field.isConnected) type(field, value);
    const held = window.__voolHeldInput;
    if (!held) return;
    held.released = true;
    // In a task of its own: React applies what was typed after this one, and a submit held here
    // must see it.
    setTimeout(() => {
      for (const { type: kind, target: drawn, submitter } of held.splice(0)) {
        const target = current(drawn);
        if (!target) continue;
        if (kind === 'click') target.click();
        else if (target instanceof HTMLFormElement) target.requestSubmit(submitter);
      }
    });
  };
}

/** What was held is dropped with the drawn page (the page could not be taken over). */
export function dropHeldInput(): void {
  const held = window.__voolHeldInput;
  if (held) held.released = true;
  held?.splice(0);
}

/**
 * Calls `onHydrated` once the tree below is on the page: after the hydration's commit, which a
 * `hydrated` performance mark records (for the first-interaction benchmark and the journeys).
 */
export function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    performance.mark('hydrated');
    onHydrated();
  }, [onHydrated]);
  return children;
}
