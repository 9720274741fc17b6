import type { ReactNode, Ref } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  type LinkProps,
} from 'react-aria-components/Breadcrumbs';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { ChevronRightIcon } from '../icons/ChevronRight.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Breadcrumbs.css.ts';
import { breadcrumbsStrings } from './strings.ts';

export interface BreadcrumbsProps<T extends object>
  extends Omit<AriaBreadcrumbsProps<T>, 'className' | 'style' | 'render' | 'aria-label'>, LayoutProps {
  /**
   * The name of the navigation landmark.
   * @default "Breadcrumbs", in the language of the I18nProvider's locale
   */
  'aria-label'?: string;
  ref?: Ref<HTMLOListElement>;
}

/**
 * The path from the start page to the current one. The last `Breadcrumb` is the current page: it is
 * marked `aria-current="page"` and is not a link.
 */
export function Breadcrumbs<T extends object>({
  'aria-label': label,
  layout,
  UNSAFE_className,
  ...props
}: BreadcrumbsProps<T>) {
  const strings = useLocalizedStringFormatter(breadcrumbsStrings);
  return (
    <nav
      aria-label={label ?? strings.format('breadcrumbs')}
      className={cx(styles.nav, UNSAFE_className)}
      style={layout}
    >
      <AriaBreadcrumbs {...props} className={styles.list} />
    </nav>
  );
}

export interface BreadcrumbProps
  extends
    Omit<AriaBreadcrumbProps, 'className' | 'style' | 'children' | 'render'>,
    Pick<LinkProps, 'href' | 'routerOptions' | 'target'> {
  /** Where the breadcrumb leads. Not used for the current (last) breadcrumb. */
  href?: string;
  /** The page's name. */
  children: ReactNode;
  ref?: Ref<HTMLLIElement>;
}

/** One step of the path: a link, followed by a chevron unless it is the current page. */
export function Breadcrumb({ href, routerOptions, target, children, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb {...props} className={styles.item}>
      {({ isCurrent }) => (
        <>
          <Link className={styles.link} href={href} routerOptions={routerOptions} target={target}>
            {children}
          </Link>
          {!isCurrent && (
            <span className={styles.separator}>
              <ChevronRightIcon size="sm" />
            </span>
          )}
        </>
      )}
    </AriaBreadcrumb>
  );
}
