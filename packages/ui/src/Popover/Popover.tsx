import type { ReactNode, Ref } from 'react';
import { useLocale } from 'react-aria-components/I18nProvider';
import {
  Dialog as AriaDialog,
  OverlayArrow,
  Popover as AriaPopover,
  PopoverContext,
  type DialogProps as AriaDialogProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components/Popover';
import { useSlottedContext } from 'react-aria-components/slots';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { SideKeeper, useKeptSide } from './keptSide.ts';
import * as styles from './Popover.css.ts';

export interface PopoverProps
  extends Omit<AriaPopoverProps, 'className' | 'style' | 'children'>, LayoutProps {
  /**
   * Draws a small arrow pointing at the trigger. Use it for free-floating popovers; leave it off for
   * lists that hang under a field (Select, ComboBox, Menu).
   * @default false
   */
  showArrow?: boolean;
  /**
   * Space between the trigger and the popover, in pixels.
   * @default 8
   */
  offset?: number;
  /** The content: a `PopoverDialog`, a Menu, a ListBox or a Calendar. */
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The floating surface every overlay in the library shares: raised background, overlay shadow, and an
 * entering/exiting animation that only fades when the user prefers reduced motion. Place it inside a
 * trigger (DialogTrigger, MenuTrigger, Select…); React Aria positions it and keeps it on screen. It
 * keeps the side it opened on while it is open, however its content grows.
 */
export function Popover({
  showArrow = false,
  offset = 8,
  layout,
  UNSAFE_className,
  children,
  ...props
}: PopoverProps) {
  const { direction } = useLocale();
  const fromTrigger = useSlottedContext(PopoverContext);
  const side = useKeptSide(props.placement ?? fromTrigger?.placement ?? 'bottom', direction);
  return (
    <AriaPopover
      {...props}
      {...(props.shouldFlip === false ? {} : side.position)}
      offset={offset}
      className={cx(styles.popover, UNSAFE_className)}
      style={layout}
    >
      {({ placement }) => (
        <>
          <SideKeeper side={placement} kept={'shouldFlip' in side.position} onSide={side.keep} />
          {showArrow && (
            <OverlayArrow className={styles.arrow}>
              <svg className={styles.arrowShape} width={16} height={8} viewBox="0 0 16 8" aria-hidden="true">
                <path d="M0 0 L8 8 L16 0" />
              </svg>
            </OverlayArrow>
          )}
          {children}
        </>
      )}
    </AriaPopover>
  );
}

export interface PopoverDialogProps extends Omit<AriaDialogProps, 'className' | 'style'> {
  ref?: Ref<HTMLElement>;
}

/**
 * The padded, focus-managed content of a free-form popover. It is a `dialog` for assistive tech, so
 * give it an `aria-label` or a Heading with `slot="title"`.
 */
export function PopoverDialog(props: PopoverDialogProps) {
  return <AriaDialog {...props} className={styles.dialog} />;
}
