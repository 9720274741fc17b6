import type { ReactNode, Ref } from 'react';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import type { LayoutElement, LayoutElementProps, Space } from '../layout/space.ts';
import * as styles from './Grid.css.ts';

export const gridColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export type GridColumnCount = (typeof gridColumnCounts)[number];

/** Breakpoints from the tokens: `base` is every width, the others apply from their min width up. */
export const gridBreakpoints = ['base', 'sm', 'md', 'lg', 'xl'] as const;
export type GridBreakpoint = (typeof gridBreakpoints)[number];

export type ResponsiveColumns = Partial<Record<GridBreakpoint, GridColumnCount>>;

export interface GridProps extends LayoutElementProps, LayoutProps {
  /**
   * The element to render. `ul` and `ol` keep list semantics; their children should be `li`.
   * @default 'div'
   */
  as?: LayoutElement;
  /**
   * Equal columns: a count, or counts per breakpoint that apply from that width up, e.g.
   * `{ base: 1, md: 2, lg: 3 }`. Ignored when `minItemWidth` is set.
   * @default 1
   */
  columns?: GridColumnCount | ResponsiveColumns;
  /**
   * Instead of counts: as many columns as fit with each item at least this wide (never wider than
   * the grid), e.g. `'16rem'`. Prefer rem so it follows the user's text size.
   */
  minItemWidth?: `${number}rem` | `${number}px`;
  /**
   * Space between rows and columns, a key of the spacing scale (`vars.space`).
   * @default '200'
   */
  gap?: Space;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

function columnAttributes(columns: GridColumnCount | ResponsiveColumns) {
  const byStep: ResponsiveColumns = typeof columns === 'number' ? { base: columns } : columns;
  return Object.fromEntries(
    gridBreakpoints.flatMap((step) => (byStep[step] ? [[`data-columns-${step}`, byStep[step]]] : [])),
  );
}

/** Lays its children out in equal columns that change with the viewport width. */
export function Grid({
  as: Element = 'div',
  columns = 1,
  minItemWidth,
  gap = '200',
  layout,
  UNSAFE_className,
  ref,
  children,
  ...props
}: GridProps) {
  // The one value set inline is a CSS variable the precomputed auto-fill rule reads.
  const minWidthVar = styles.minItemWidth.replace(/^var\((.+)\)$/, '$1');
  return (
    <Element
      {...props}
      {...(minItemWidth ? {} : columnAttributes(columns))}
      ref={ref as Ref<never>}
      role={Element === 'ul' || Element === 'ol' ? 'list' : undefined}
      className={cx(styles.grid, UNSAFE_className)}
      style={minItemWidth ? { ...layout, [minWidthVar]: minItemWidth } : layout}
      data-gap={gap}
      data-auto-fill={minItemWidth ? true : undefined}
    >
      {children}
    </Element>
  );
}
