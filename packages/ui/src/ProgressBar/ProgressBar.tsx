import type { ReactNode, Ref } from 'react';
import { Label } from 'react-aria-components/Label';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components/ProgressBar';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './ProgressBar.css.ts';

export const progressBarSizes = ['sm', 'md'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children'>, LayoutProps {
  /** The visible label: "Uploading meter photo". Without it, pass `aria-label`. */
  label?: ReactNode;
  /**
   * Shows the value text ("45 %", or `valueLabel`) beside the label. Never shown while indeterminate.
   * @default true
   */
  showValueLabel?: boolean;
  /** @default 'md' */
  size?: ProgressBarSize;
  ref?: Ref<HTMLDivElement>;
}

/** Progress of a task with a known end (`value`) or an unknown one (`isIndeterminate`). */
export function ProgressBar({
  label,
  showValueLabel = true,
  size = 'md',
  layout,
  UNSAFE_className,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      className={cx(styles.progressBar, UNSAFE_className)}
      style={layout}
      data-size={size}
      data-indeterminate={props.isIndeterminate ? true : undefined}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label != null && <Label className={styles.label}>{label}</Label>}
          {showValueLabel && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={isIndeterminate ? undefined : { width: `${String(percentage ?? 0)}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
