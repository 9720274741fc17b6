import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { ErrorIcon } from '../icons/Error.tsx';
import { InfoIcon } from '../icons/Info.tsx';
import { SuccessIcon } from '../icons/Success.tsx';
import { WarningIcon } from '../icons/Warning.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Badge.css.ts';

export const badgeTones = ['neutral', 'accent'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

interface BaseBadgeProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'style' | 'children' | 'role'>, LayoutProps {
  /** @default 'md' */
  size?: BadgeSize;
  /** The label. Keep it short: one or two words. */
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

export interface BadgeProps extends BaseBadgeProps {
  /**
   * Neutral for plain labels ("Electricity"), accent to draw the eye ("New").
   * @default 'neutral'
   */
  tone?: BadgeTone;
}

/** A short, static label: a category or an attribute. Not interactive. */
export function Badge({
  tone = 'neutral',
  size = 'md',
  layout,
  UNSAFE_className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span
      {...props}
      className={cx(styles.badge, UNSAFE_className)}
      style={layout}
      data-tone={tone}
      data-size={size}
    >
      {children}
    </span>
  );
}

export const statusBadgeTones = ['success', 'warning', 'danger', 'info'] as const;
export type StatusBadgeTone = (typeof statusBadgeTones)[number];

const statusIcons = { success: SuccessIcon, warning: WarningIcon, danger: ErrorIcon, info: InfoIcon };

export interface StatusBadgeProps extends BaseBadgeProps {
  /**
   * The status: success (invoice paid, contract active), warning (unpaid, ending), danger (overdue),
   * info (pending, new). The label must say the status in words: colour and icon only support it.
   */
  tone: StatusBadgeTone;
  /**
   * Shows the tone's icon before the label, so the status does not rest on colour alone.
   * @default true
   */
  showIcon?: boolean;
}

/** The state of a thing: "Paid", "Overdue", "Active", "Ending 31.12.2025". */
export function StatusBadge({
  tone,
  size = 'md',
  showIcon = true,
  layout,
  UNSAFE_className,
  children,
  ...props
}: StatusBadgeProps) {
  const Icon = statusIcons[tone];
  return (
    <span
      {...props}
      className={cx(styles.badge, UNSAFE_className)}
      style={layout}
      data-tone={tone}
      data-size={size}
    >
      {showIcon && <Icon size="sm" />}
      {children}
    </span>
  );
}
