import type { ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-aria-components/Link';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Card.css.ts';

export const cardVariants = ['raised', 'outlined'] as const;
export type CardVariant = (typeof cardVariants)[number];

export const cardHeadingLevels = [2, 3, 4, 5, 6] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export interface CardProps extends LayoutProps, Pick<LinkProps, 'routerOptions' | 'onPress'> {
  /** The card's heading. With `href` it is also the card's link text. */
  title?: ReactNode;
  /**
   * The level of the title's heading, to fit the page outline.
   * @default 2
   */
  headingLevel?: CardHeadingLevel;
  /** Controls beside the title, e.g. a "Download PDF" button. They stay separately clickable. */
  actions?: ReactNode;
  /** Content under the body, set apart by a line: totals, secondary links or buttons. */
  footer?: ReactNode;
  /**
   * Raised cards carry the brand's card shadow; outlined ones only a border, for cards inside cards or
   * dense lists.
   * @default 'raised'
   */
  variant?: CardVariant;
  /**
   * Makes the whole card a link to this address. The title is the link, so the link's name stays short;
   * a click anywhere on the card follows it. Needs a `title`.
   */
  href?: string;
  /** The body. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A surface that groups related content: a contract, a metering point, a summary. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  variant = 'raised',
  href,
  routerOptions,
  onPress,
  layout,
  UNSAFE_className,
  children,
  ref,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const isLink = href != null && title != null;
  return (
    <div
      ref={ref}
      className={cx(styles.card, UNSAFE_className)}
      style={layout}
      data-variant={variant}
      data-interactive={isLink || undefined}
    >
      {(title != null || actions != null) && (
        <div className={styles.header}>
          {title != null && (
            <Heading className={styles.title}>
              {isLink ? (
                <Link className={styles.link} href={href} routerOptions={routerOptions} onPress={onPress}>
                  {title}
                </Link>
              ) : (
                title
              )}
            </Heading>
          )}
          {actions != null && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children != null && <div className={styles.body}>{children}</div>}
      {footer != null && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
