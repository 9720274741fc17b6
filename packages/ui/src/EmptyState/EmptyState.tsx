import type { ReactNode, Ref } from 'react';
import { renderIcon, type IconProp } from '../icons/createIcon.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './EmptyState.css.ts';

export const emptyStateHeadingLevels = [1, 2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export interface EmptyStateProps extends LayoutProps {
  /** A decorative icon from the icon set, e.g. `InvoiceIcon` (drawn large) or `<InvoiceIcon size="lg" />`. */
  icon?: IconProp;
  /** What is missing: "No invoices yet". */
  title: ReactNode;
  /** Why, and what happens next. */
  description?: ReactNode;
  /** One way forward, e.g. a Button or Link. */
  action?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline (1 when the empty state is the whole page,
   * e.g. "Page not found").
   * @default 3
   */
  headingLevel?: EmptyStateHeadingLevel;
  ref?: Ref<HTMLDivElement>;
}

/** What a list, table or page shows when there is nothing in it yet. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  layout,
  UNSAFE_className,
  ref,
}: EmptyStateProps) {
  const Heading = `h${String(headingLevel)}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <div ref={ref} className={cx(styles.emptyState, UNSAFE_className)} style={layout}>
      {icon != null && (
        <span className={styles.icon} aria-hidden="true">
          {renderIcon(icon, 'lg')}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description != null && <p className={styles.description}>{description}</p>}
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
