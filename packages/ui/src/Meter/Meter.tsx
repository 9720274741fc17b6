import { useId, type ReactNode, type Ref } from 'react';
import { Label, Meter as AriaMeter, type MeterProps as AriaMeterProps } from 'react-aria-components/Meter';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Meter.css.ts';

export const meterTones = ['accent', 'success', 'warning', 'danger'] as const;
export type MeterTone = (typeof meterTones)[number];

/** Values (in the meter's own units) from which the tone turns to warning or danger. */
export interface MeterThresholds {
  warning?: number;
  danger?: number;
}

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'style' | 'children'>, LayoutProps {
  /** The visible label: "Share of yearly consumption". Without it, pass `aria-label`. */
  label?: ReactNode;
  /** A line under the bar, e.g. "3 240 of 4 500 kWh estimated". */
  description?: ReactNode;
  /**
   * Shows the value text (a percentage, or `valueLabel`) beside the label.
   * @default true
   */
  showValueLabel?: boolean;
  /** A fixed tone. Without it the tone comes from `thresholds`, else 'accent'. */
  tone?: MeterTone;
  /** Turns the meter to warning and danger at these values, e.g. `{ warning: 80, danger: 100 }`. */
  thresholds?: MeterThresholds;
  ref?: Ref<HTMLDivElement>;
}

/** The tone for a value: the highest threshold it reaches. */
export function meterToneFor(value: number, thresholds: MeterThresholds = {}): MeterTone {
  if (thresholds.danger != null && value >= thresholds.danger) return 'danger';
  if (thresholds.warning != null && value >= thresholds.warning) return 'warning';
  return thresholds.warning != null || thresholds.danger != null ? 'success' : 'accent';
}

/**
 * A quantity within a known range, such as the share of an estimated yearly consumption used so far.
 * Not for task progress: use ProgressBar.
 */
export function Meter({
  label,
  description,
  showValueLabel = true,
  tone,
  thresholds,
  layout,
  UNSAFE_className,
  ...props
}: MeterProps) {
  const resolvedTone = tone ?? meterToneFor(props.value ?? 0, thresholds);
  // React Aria's Meter has no description slot, so it is linked here.
  const descriptionId = useId();
  const describedBy =
    [props['aria-describedby'], description != null ? descriptionId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <AriaMeter
      {...props}
      aria-describedby={describedBy}
      className={cx(styles.meter, UNSAFE_className)}
      style={layout}
      data-tone={resolvedTone}
    >
      {({ percentage, valueText }) => (
        <>
          {label != null && <Label className={styles.label}>{label}</Label>}
          {showValueLabel && <span className={styles.value}>{valueText}</span>}
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${String(Math.min(percentage, 100))}%` }} />
          </div>
          {description != null && (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          )}
        </>
      )}
    </AriaMeter>
  );
}
