import type { ReactNode, Ref } from 'react';
import { Header } from 'react-aria-components/Header';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
} from 'react-aria-components/Menu';
import type { Placement, PopoverProps } from 'react-aria-components/Popover';
import { Separator } from 'react-aria-components/Separator';
import { renderIcon, type IconProp } from '../icons/createIcon.tsx';
import { CheckIcon } from '../icons/Check.tsx';
import { ChevronRightIcon } from '../icons/ChevronRight.tsx';
import type { LayoutProps } from '../layout/layoutProps.ts';
import { Popover } from '../Popover/Popover.tsx';
import * as styles from './Menu.css.ts';

export {
  MenuTrigger,
  SubmenuTrigger,
  type MenuTriggerProps,
  type SubmenuTriggerProps,
} from 'react-aria-components/Menu';

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuProps<T>
  extends
    Omit<AriaMenuProps<T>, 'className' | 'style'>,
    Pick<PopoverProps, 'triggerRef' | 'isOpen' | 'onOpenChange'>,
    LayoutProps {
  /**
   * Where the menu opens relative to its trigger. Inside a MenuTrigger it opens below, aligned to the
   * start; inside a SubmenuTrigger beside its item.
   * @default 'bottom start'
   */
  placement?: Placement;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A list of actions in a popover. Put it in a `MenuTrigger` after the button that opens it. Arrow keys
 * move between items, typing jumps to an item, Enter or Space runs it and Escape closes the menu.
 * Outside a MenuTrigger (a button drawn before the menu's code is loaded), give it the button's
 * `triggerRef` and its open state (`isOpen`, `onOpenChange`), and close it in `onAction`.
 */
export function Menu<T extends object>({
  placement,
  layout,
  UNSAFE_className,
  triggerRef,
  isOpen,
  onOpenChange,
  ...props
}: MenuProps<T>) {
  const standalone = triggerRef ? { triggerRef, isOpen, onOpenChange } : {};
  // Opened by its button, the menu takes the focus, as in a MenuTrigger.
  const focus = triggerRef ? { autoFocus: props.autoFocus ?? true } : {};
  return (
    <Popover placement={placement} layout={layout} UNSAFE_className={UNSAFE_className} {...standalone}>
      <AriaMenu {...props} {...focus} className={styles.menu} />
    </Popover>
  );
}

export interface MenuItemProps<T = object> extends Omit<
  AriaMenuItemProps<T>,
  'className' | 'style' | 'children'
> {
  /** The label. */
  children: ReactNode;
  /** An icon before the label. */
  icon?: IconProp;
  /** A second, quieter line under the label. */
  description?: ReactNode;
  /**
   * Danger for destructive actions (end contract, delete payment method).
   * @default 'neutral'
   */
  tone?: MenuItemTone;
  ref?: Ref<HTMLDivElement>;
}

/** One action in a Menu. Items that open a submenu show a chevron; selected items show a check. */
export function MenuItem<T extends object>({
  children,
  icon,
  description,
  tone = 'neutral',
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      // Typeahead needs the plain text, which React Aria can only read itself from a string child.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item}
      data-tone={tone}
    >
      {({ hasSubmenu, isSelected }) => (
        <>
          {icon && <span className={styles.icon}>{renderIcon(icon)}</span>}
          {/* Named by all its visible text (label and description together), so what a voice-control user
              reads out matches the accessible name (WCAG 2.5.3). */}
          <span className={styles.text}>
            <span>{children}</span>
            {description && <span className={styles.description}>{description}</span>}
          </span>
          {(hasSubmenu || isSelected) && (
            <span className={styles.end}>
              {hasSubmenu ? <ChevronRightIcon size="sm" /> : <CheckIcon size="sm" />}
            </span>
          )}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<
  AriaMenuSectionProps<T>,
  'className' | 'style' | 'children'
> {
  /** A visible heading for the group. Without it, give the section an `aria-label`. */
  title?: ReactNode;
  /** The items of the group. */
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A labelled group of items. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
