import type { Ref } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components/ProgressBar';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps
  extends
    Omit<
      AriaProgressBarProps,
      | 'className'
      | 'style'
      | 'children'
      | 'isIndeterminate'
      | 'value'
      | 'minValue'
      | 'maxValue'
      | 'valueLabel'
      | 'formatOptions'
    >,
    LayoutProps {
  /** What is loading, for assistive tech: "Loading invoices". Required: a spinner must say what it waits for. */
  label: string;
  /**
   * Shows the label next to the spinner as well.
   * @default false
   */
  showLabel?: boolean;
  /** @default 'md' */
  size?: SpinnerSize;
  ref?: Ref<HTMLDivElement>;
}

/** A busy indicator for waits of unknown length (an indeterminate progressbar). */
export function Spinner({
  label,
  showLabel = false,
  size = 'md',
  layout,
  UNSAFE_className,
  ...props
}: SpinnerProps) {
  return (
    <AriaProgressBar
      {...props}
      isIndeterminate
      aria-label={label}
      className={cx(styles.spinner, UNSAFE_className)}
      style={layout}
      data-size={size}
      data-show-label={showLabel || undefined}
    >
      <span className={styles.ring} />
      {/* Hidden from the accessibility tree: the name already comes from aria-label. */}
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </AriaProgressBar>
  );
}
