import { useId, type ReactNode, type Ref } from 'react';
import { Link, type LinkProps } from 'react-aria-components/Link';
import { renderIcon, type IconProp } from '../icons/createIcon.tsx';
import { ChevronRightIcon } from '../icons/ChevronRight.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './QuickActionCard.css.ts';

export interface QuickActionCardProps
  extends Omit<LinkProps, 'className' | 'style' | 'children' | 'render' | 'aria-describedby'>, LayoutProps {
  /** Where the card leads. */
  href: string;
  /** A decorative icon for the destination, e.g. `ChartIcon` (drawn large) or `<ChartIcon size="lg" />`. */
  icon: IconProp;
  /** A short name for the destination. It is the link's name. */
  title: ReactNode;
  /** One sentence on what the user can do there. Read as the link's description. */
  description: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A shortcut on the dashboard ("Consumption charts", "Contracts", "Invoices"). The whole card is one
 * link: the title names it, the description describes it, and a click anywhere follows it.
 */
export function QuickActionCard({
  icon,
  title,
  description,
  layout,
  UNSAFE_className,
  ref,
  ...props
}: QuickActionCardProps) {
  const descriptionId = useId();
  return (
    <div ref={ref} className={cx(styles.card, UNSAFE_className)} style={layout}>
      <span className={styles.icon}>{renderIcon(icon, 'lg')}</span>
      <span className={styles.text}>
        <Link {...props} className={styles.link} aria-describedby={descriptionId}>
          {title}
        </Link>
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      </span>
      <span className={styles.chevron}>
        <ChevronRightIcon />
      </span>
    </div>
  );
}
