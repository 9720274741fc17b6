import type { ReactNode, Ref } from 'react';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components/ToggleButton';
import { CheckIcon } from '../icons/Check.tsx';
import { renderIcon, type IconProp } from '../icons/createIcon.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './ToggleButton.css.ts';

export const toggleButtonSizes = ['sm', 'md', 'lg'] as const;
export type ToggleButtonSize = (typeof toggleButtonSizes)[number];

export interface ToggleButtonProps
  extends Omit<AriaToggleButtonProps, 'className' | 'style' | 'children'>, LayoutProps {
  /** @default 'md' */
  size?: ToggleButtonSize;
  /** An icon before the label: a component (sized to the button) or an element. */
  icon?: IconProp;
  /** The label; it names the button and does not change with the state (`aria-pressed` does). */
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that stays pressed: on or off, e.g. "Show estimated readings". Selected, it fills with the
 * accent colour and shows a check mark, so the state does not rely on colour alone.
 */
export function ToggleButton({
  size = 'md',
  icon,
  layout,
  UNSAFE_className,
  children,
  ...props
}: ToggleButtonProps) {
  return (
    <AriaToggleButton
      {...props}
      className={cx(styles.toggleButton, UNSAFE_className)}
      style={layout}
      data-size={size}
    >
      {({ isSelected }) => (
        <>
          {isSelected && <CheckIcon size="sm" />}
          {renderIcon(icon, size === 'sm' ? 'sm' : 'md')}
          <span>{children}</span>
        </>
      )}
    </AriaToggleButton>
  );
}
