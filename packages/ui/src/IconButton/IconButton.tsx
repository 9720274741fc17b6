import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { renderIcon, type IconProp } from '../icons/createIcon.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './IconButton.css.ts';

export const iconButtonVariants = ['primary', 'secondary', 'tertiary', 'danger'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label'>, LayoutProps {
  /**
   * What the button does, for assistive tech (rendered as `aria-label`). Required: the button has no
   * visible text. Pass it translated, e.g. "Close", "Download invoice 2025-104".
   */
  label: string;
  /**
   * The icon: a component, e.g. `icon={CloseIcon}`, which the button sizes to match its own size (an
   * element is drawn as given).
   */
  icon: IconProp;
  /**
   * Same roles as Button: primary for the main action, secondary and tertiary for the others, danger
   * for destructive ones.
   * @default 'tertiary'
   */
  variant?: IconButtonVariant;
  /**
   * Square sizes from the control heights; the icon takes the same size name. `sm` keeps a 40 px
   * touch target around its visible box.
   * @default 'md'
   */
  size?: IconButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button with only an icon; its `label` names it for assistive tech. */
export function IconButton({
  label,
  icon,
  variant = 'tertiary',
  size = 'md',
  layout,
  UNSAFE_className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={cx(styles.iconButton, UNSAFE_className)}
      style={layout}
      data-variant={variant}
      data-size={size}
    >
      {({ isPending }) =>
        isPending ? <span className={styles.spinner} aria-hidden="true" /> : renderIcon(icon, size)
      }
    </AriaButton>
  );
}
