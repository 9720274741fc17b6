import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react';
import { whenIdle } from '../../app/idle.ts';

/** What a header menu's list gets: the button it hangs from, and its open state. */
export interface MenuListProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

interface TriggerProps {
  ref?: Ref<HTMLButtonElement>;
  onPress?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/**
 * A header button and its menu, whose code (React Aria's menu and popover) is a chunk of its own that
 * neither the server render nor the hydration waits for. The button is part of the page and answers
 * as soon as the page is hydrated; the menu's code is fetched once the browser is idle after that (or
 * at the first press), and the menu hangs from the button, which stays the same element throughout
 * (focus and a press under way are kept). A press before the code is in opens the menu once it is;
 * one before the page was hydrated is made again once it is (app/earlyPress.ts).
 * A chunk that fails to load leaves the button, and the next press tries again.
 */
export function headerMenu<P extends object>(load: () => Promise<ComponentType<P & MenuListProps>>) {
  let loading: Promise<ComponentType<P & MenuListProps>> | undefined;
  const fetchList = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  function HeaderMenu({ trigger, ...props }: P & { trigger: ReactElement<TriggerProps> }) {
    const [List, setList] = useState<ComponentType<P & MenuListProps> | null>(null);
    const [isOpen, setOpen] = useState(false);
    const button = useRef<HTMLButtonElement>(null);
    const take = () => {
      fetchList().then(
        (component) => {
          setList(() => component);
        },
        () => undefined,
      );
    };
    useEffect(() => whenIdle(take, 2000), []);
    const list = { ...props, triggerRef: button, isOpen, onOpenChange: setOpen } as P & MenuListProps;
    return (
      <>
        {cloneElement(trigger, {
          ref: button,
          'aria-haspopup': 'menu',
          'aria-expanded': isOpen && List !== null,
          onPress: () => {
            setOpen(true);
            take();
          },
        })}
        {List && <List {...list} />}
      </>
    );
  }
  return HeaderMenu;
}
