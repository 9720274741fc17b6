import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { renderIcon, type IconProp } from '../icons/createIcon.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>, LayoutProps {
  /**
   * Primary for the one main action of a view, secondary for the others, tertiary for low-emphasis
   * actions, danger for destructive ones.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** An icon before the label: a component (sized to the button) or an element. */
  icon?: IconProp;
  /**
   * Fills the width of its container.
   * @default false
   */
  fullWidth?: boolean;
  /** The label. */
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A button for actions. While `isPending`, it keeps focus, ignores presses and tells assistive tech it is busy. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  fullWidth = false,
  layout,
  UNSAFE_className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={cx(styles.button, UNSAFE_className)}
      style={layout}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {({ isPending }) => (
        <>
          {isPending ? (
            <span className={styles.spinner} aria-hidden="true" />
          ) : (
            renderIcon(icon, size === 'sm' ? 'sm' : 'md')
          )}
          <span>{children}</span>
        </>
      )}
    </AriaButton>
  );
}
