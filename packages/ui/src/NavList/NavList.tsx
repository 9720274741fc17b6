import { useId, type ReactNode, type Ref } from 'react';
import { Link, type LinkProps } from 'react-aria-components/Link';
import { renderIcon, type IconProp } from '../icons/createIcon.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './NavList.css.ts';

export interface NavListProps extends LayoutProps {
  /** What the navigation is, e.g. "Main" or "Account". Pass a translated string. */
  'aria-label': string;
  /** `NavListGroup`s, or `NavListItem`s wrapped in a single `NavListGroup` without a heading. */
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A side-menu or drawer navigation: a `<nav>` landmark holding plain lists of links, so assistive tech
 * announces it as navigation, not as a listbox or menu. Tab moves through the links.
 */
export function NavList({ layout, UNSAFE_className, children, ...props }: NavListProps) {
  return (
    <nav {...props} className={cx(styles.nav, UNSAFE_className)} style={layout}>
      {children}
    </nav>
  );
}

export const navListHeadingLevels = [2, 3, 4, 5, 6] as const;
export type NavListHeadingLevel = (typeof navListHeadingLevels)[number];

export interface NavListGroupProps extends LayoutProps {
  /** A heading for the group, which also names its list. Leave out for a single, unnamed group. */
  title?: ReactNode;
  /**
   * The heading's level in the page outline.
   * @default 2
   */
  headingLevel?: NavListHeadingLevel;
  /** `NavListItem`s. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A group of links under a heading, e.g. "My energy" or "Account". */
export function NavListGroup({
  title,
  headingLevel = 2,
  layout,
  UNSAFE_className,
  children,
  ref,
}: NavListGroupProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={cx(styles.group, UNSAFE_className)} style={layout}>
      {title != null && (
        <Heading id={headingId} className={styles.heading}>
          {title}
        </Heading>
      )}
      <ul className={styles.list} aria-labelledby={title != null ? headingId : undefined}>
        {children}
      </ul>
    </div>
  );
}

export interface NavListItemProps
  extends Omit<LinkProps, 'className' | 'style' | 'children' | 'render' | 'aria-current'>, LayoutProps {
  /** An icon before the label. Decorative: the label names the link. */
  icon?: IconProp;
  /**
   * The page the user is on: marked `aria-current="page"` and shown selected.
   * @default false
   */
  isCurrent?: boolean;
  /** Extra text after the label, e.g. a count of unpaid invoices. It is part of the link's name. */
  suffix?: ReactNode;
  /** The label. */
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** One link in a `NavListGroup`. Works with RouterProvider for client-side navigation. */
export function NavListItem({
  icon,
  isCurrent = false,
  suffix,
  layout,
  UNSAFE_className,
  children,
  ...props
}: NavListItemProps) {
  return (
    <li className={styles.listItem} style={layout}>
      <Link
        {...props}
        aria-current={isCurrent ? 'page' : undefined}
        className={cx(styles.link, UNSAFE_className)}
      >
        {icon != null && <span className={styles.icon}>{renderIcon(icon)}</span>}
        <span className={styles.label}>{children}</span>
        {/* The space keeps "Invoices 2 unpaid" apart in the link's name; flex drops it visually. */}
        {suffix != null && (
          <>
            {' '}
            <span className={styles.suffix}>{suffix}</span>
          </>
        )}
      </Link>
    </li>
  );
}
