import type { ReactNode, Ref } from 'react';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './DescriptionList.css.ts';

export const descriptionListColumns = [1, 2] as const;
export type DescriptionListColumns = (typeof descriptionListColumns)[number];

export const descriptionListDirections = ['stacked', 'inline'] as const;
export type DescriptionListDirection = (typeof descriptionListDirections)[number];

export interface DescriptionListProps extends LayoutProps {
  /**
   * One or two columns of pairs. Two columns fall back to one below the md breakpoint.
   * @default 1
   */
  columns?: DescriptionListColumns;
  /**
   * `stacked` puts each term above its description; `inline` puts them side by side (on phones they
   * stack anyway).
   * @default 'stacked'
   */
  direction?: DescriptionListDirection;
  /** `DescriptionItem`s. */
  children: ReactNode;
  ref?: Ref<HTMLDListElement>;
}

/** Term–description pairs, e.g. a customer's details or a contract's terms. */
export function DescriptionList({
  columns = 1,
  direction = 'stacked',
  layout,
  UNSAFE_className,
  children,
  ref,
}: DescriptionListProps) {
  // No aria-label: a <dl> has no role that may be named; put a heading before it instead.
  return (
    <dl
      ref={ref}
      className={cx(styles.list, UNSAFE_className)}
      style={layout}
      data-columns={columns}
      data-direction={direction}
    >
      {children}
    </dl>
  );
}

export interface DescriptionItemProps {
  /** The name of the detail: "Customer number". */
  term: ReactNode;
  /** The detail itself. */
  children: ReactNode;
  /**
   * Spans both columns of a two-column list, for long values such as an address.
   * @default false
   */
  fullWidth?: boolean;
}

/** One term and its description. */
export function DescriptionItem({ term, children, fullWidth = false }: DescriptionItemProps) {
  return (
    <div className={styles.item} data-full-width={fullWidth || undefined}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.description}>{children}</dd>
    </div>
  );
}
