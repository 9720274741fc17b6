import type { ReactNode, Ref } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components/Tooltip';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Tooltip.css.ts';

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Milliseconds the pointer rests on the trigger before the tooltip shows. Keyboard focus shows it at
   * once.
   * @default 600
   */
  delay?: number;
  /**
   * Milliseconds before the tooltip hides once the pointer leaves.
   * @default 300
   */
  closeDelay?: number;
}

/**
 * Wraps a focusable trigger (Button, IconButton, Link or `Focusable`) and its Tooltip. Tooltips only go
 * on focusable elements, so keyboard and touch users can reach them too; the text must never be the only
 * place essential information lives.
 */
export function TooltipTrigger({ delay = 600, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps
  extends Omit<AriaTooltipProps, 'className' | 'style' | 'children'>, LayoutProps {
  /**
   * Side of the trigger it appears on; it flips when there is no room.
   * @default 'top'
   */
  placement?: AriaTooltipProps['placement'];
  /**
   * Space between the trigger and the tooltip, in pixels.
   * @default 8
   */
  offset?: number;
  /**
   * Draws an arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /** Short plain text; it becomes the trigger's description for assistive tech. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A short hint for its trigger, shown on hover and keyboard focus and closed with Escape. */
export function Tooltip({
  placement = 'top',
  offset = 8,
  showArrow = true,
  layout,
  UNSAFE_className,
  children,
  ...props
}: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      placement={placement}
      offset={offset}
      className={cx(styles.tooltip, UNSAFE_className)}
      style={layout}
    >
      {showArrow && (
        <OverlayArrow className={styles.arrow}>
          <svg className={styles.arrowShape} width={12} height={6} viewBox="0 0 12 6" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </AriaTooltip>
  );
}
