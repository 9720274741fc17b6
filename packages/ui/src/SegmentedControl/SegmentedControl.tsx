import type { ReactNode, Ref } from 'react';
import { ToggleButton, type ToggleButtonProps } from 'react-aria-components/ToggleButton';
import {
  ToggleButtonGroup,
  type Key,
  type ToggleButtonGroupProps,
} from 'react-aria-components/ToggleButtonGroup';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './SegmentedControl.css.ts';

export const segmentedControlSizes = ['sm', 'md'] as const;
export type SegmentedControlSize = (typeof segmentedControlSizes)[number];

export interface SegmentedControlProps
  extends
    Omit<
      ToggleButtonGroupProps,
      | 'className'
      | 'style'
      | 'children'
      | 'selectionMode'
      | 'disallowEmptySelection'
      | 'selectedKeys'
      | 'defaultSelectedKeys'
      | 'onSelectionChange'
      | 'orientation'
    >,
    LayoutProps {
  /**
   * Names the group for assistive tech, e.g. "Period". Use this or `aria-labelledby` pointing at a
   * visible label.
   */
  'aria-label'?: string;
  /** The selected segment's `id` (controlled). */
  selectedKey?: Key;
  /** The segment selected at first (uncontrolled). */
  defaultSelectedKey?: Key;
  /** Called with the newly selected segment's `id`. One segment is always selected. */
  onSelectionChange?: (key: Key) => void;
  /** @default 'md' */
  size?: SegmentedControlSize;
  /**
   * Stretches to the container's width, segments sharing it equally (e.g. on phones).
   * @default false
   */
  fullWidth?: boolean;
  /** The `Segment`s. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Picks one of a few options that change a view in place, e.g. a chart's period (Day, Week, Month,
 * Year) or unit (kWh, €). Exactly one segment is selected; arrow keys move between segments.
 */
export function SegmentedControl({
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  size = 'md',
  fullWidth = false,
  layout,
  UNSAFE_className,
  ...props
}: SegmentedControlProps) {
  return (
    <ToggleButtonGroup
      {...props}
      selectionMode="single"
      disallowEmptySelection
      {...(selectedKey !== undefined ? { selectedKeys: [selectedKey] } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultSelectedKeys: [defaultSelectedKey] } : {})}
      onSelectionChange={(keys) => {
        const [key] = keys;
        if (key !== undefined) onSelectionChange?.(key);
      }}
      className={cx(styles.group, UNSAFE_className)}
      style={layout}
      data-size={size}
      data-full-width={fullWidth || undefined}
    />
  );
}

export interface SegmentProps extends Omit<
  ToggleButtonProps,
  'className' | 'style' | 'children' | 'id' | 'isSelected' | 'defaultSelected' | 'onChange'
> {
  /** The key the SegmentedControl reports when this segment is selected. */
  id: Key;
  /** The label, short: one or two words, or a unit. */
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** One option of a SegmentedControl. */
export function Segment({ children, ...props }: SegmentProps) {
  return (
    <ToggleButton {...props} className={styles.segment}>
      {children}
    </ToggleButton>
  );
}
