import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { ExternalLinkIcon } from '../icons/ExternalLink.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Link.css.ts';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

interface LinkBaseProps
  extends Omit<AriaLinkProps, 'className' | 'style' | 'children' | 'target' | 'rel'>, LayoutProps {
  /**
   * `inline` sits in running text and is always underlined; `standalone` stands on its own (e.g. "Show
   * all invoices") and is underlined on hover.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /** The link text. */
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

interface InternalLinkProps {
  /**
   * Opens the link in a new tab, with an icon and `newTabLabel` for assistive tech.
   * @default false
   */
  isExternal?: false;
  newTabLabel?: never;
}

interface ExternalLinkProps {
  /**
   * Opens the link in a new tab, with an icon and `newTabLabel` for assistive tech.
   * @default false
   */
  isExternal: true;
  /**
   * Visually hidden text that tells screen-reader users the link opens a new tab, translated by the
   * app, e.g. "(opens in a new tab)". Required with `isExternal`.
   */
  newTabLabel: string;
}

export type LinkProps = LinkBaseProps & (InternalLinkProps | ExternalLinkProps);

/**
 * A link to another page. Router-agnostic: inside React Aria's `RouterProvider` it navigates on the
 * client with the app's router; without one it is a plain anchor.
 */
export function Link({
  variant = 'inline',
  isExternal = false,
  newTabLabel,
  layout,
  UNSAFE_className,
  children,
  ...props
}: LinkProps) {
  return (
    <AriaLink
      {...props}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cx(styles.link, UNSAFE_className)}
      style={layout}
      data-variant={variant}
    >
      {children}
      {isExternal && (
        <>
          <span className={styles.icon}>
            <ExternalLinkIcon size="sm" />
          </span>
          <span className={styles.hidden}>{` ${newTabLabel ?? ''}`}</span>
        </>
      )}
    </AriaLink>
  );
}
