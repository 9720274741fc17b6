import { Suspense, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useHydrated } from '../../app/served.tsx';

/** What the menu's trigger button takes, on its own while the menu loads and inside the menu after. */
export interface TriggerProps {
  'data-deferred-menu': string;
  onPressStart?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  'aria-haspopup'?: boolean;
  'aria-expanded'?: boolean;
}

export interface DeferredMenuProps {
  /** The button that opens the menu, given the props it needs in each state. */
  trigger: (props: TriggerProps) => ReactElement;
  /** The menu around that button: a lazy component, so React Aria's menu and popover load apart. */
  children: (trigger: ReactElement) => ReactNode;
}

type Carried = 'focus' | 'press' | null;

/**
 * A header menu whose list loads after the page: until then its button stands alone, and whoever
 * reaches it first keeps what they did — the button stays focused, and a press opens the menu.
 */
export function DeferredMenu({ trigger, children }: DeferredMenuProps) {
  const id = useId();
  const [carried, setCarried] = useState<Carried>(null);
  const placeholder = trigger({
    'data-deferred-menu': id,
    'aria-haspopup': true,
    'aria-expanded': false,
    onFocus: () => {
      setCarried((current) => current ?? 'focus');
    },
    onBlur: () => {
      setCarried((current) => (current === 'focus' ? null : current));
    },
    // At press start, as the menu's own button opens: a swap between pointer down and up would
    // leave neither button with the whole press.
    onPressStart: () => {
      setCarried('press');
    },
  });
  // The list joins after the first render (the server's, or the browser's own): in a transition, so
  // the button on screen stays the same element, focus and all, until the menu arrives.
  const hydrated = useHydrated();
  return (
    <Suspense fallback={placeholder}>
      {hydrated ? (
        <CarryOver carried={carried} id={id}>
          {children(trigger({ 'data-deferred-menu': id }))}
        </CarryOver>
      ) : (
        placeholder
      )}
    </Suspense>
  );
}

interface CarryOverProps {
  carried: Carried;
  id: string;
  children: ReactNode;
}

/** Once the menu has replaced the placeholder, gives its button what the placeholder was given. */
/** The menu's own button, which replaced the placeholder's. */
const menuButton = (id: string) =>
  document.querySelector<HTMLButtonElement>(`[data-deferred-menu="${CSS.escape(id)}"]`);

function CarryOver({ carried, id, children }: CarryOverProps) {
  // What the placeholder had when the menu arrived; later focus belongs to the menu's own button. A
  // press the placeholder started just before it went still arrives after (its state update was
  // queued behind the swap), and opens the menu then.
  const [atMount] = useState(carried);
  const pressed = useRef(false);
  useEffect(() => {
    if (atMount === 'focus') menuButton(id)?.focus();
  }, [atMount, id]);
  useEffect(() => {
    if (carried !== 'press' || pressed.current) return;
    pressed.current = true;
    const button = menuButton(id);
    button?.focus();
    button?.click();
  }, [carried, id]);
  return children;
}
