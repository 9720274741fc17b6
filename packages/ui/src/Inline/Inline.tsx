import type { ReactNode, Ref } from 'react';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import type { LayoutElement, LayoutElementProps, Space } from '../layout/space.ts';
import * as styles from './Inline.css.ts';

export const inlineAlignments = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];

export const inlineJustifications = ['start', 'center', 'end', 'space-between'] as const;
export type InlineJustify = (typeof inlineJustifications)[number];

export interface InlineProps extends LayoutElementProps, LayoutProps {
  /**
   * The element to render. `ul` and `ol` lose their bullets but keep list semantics; their children
   * should be `li`.
   * @default 'div'
   */
  as?: LayoutElement;
  /**
   * Space between the children, across and between lines: a key of the spacing scale (`vars.space`).
   * @default '200'
   */
  gap?: Space;
  /**
   * How children sit vertically in a line.
   * @default 'center'
   */
  align?: InlineAlign;
  /**
   * How a line's children share its width.
   * @default 'start'
   */
  justify?: InlineJustify;
  /**
   * Wraps children onto new lines when they do not fit (the default, safe at 320 px and 400 % zoom).
   * @default true
   */
  wrap?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Lays its children out in a row that wraps, with even space between them. */
export function Inline({
  as: Element = 'div',
  gap = '200',
  align = 'center',
  justify = 'start',
  wrap = true,
  layout,
  UNSAFE_className,
  ref,
  children,
  ...props
}: InlineProps) {
  return (
    <Element
      {...props}
      ref={ref as Ref<never>}
      role={Element === 'ul' || Element === 'ol' ? 'list' : undefined}
      className={cx(styles.inline, UNSAFE_className)}
      style={layout}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap}
    >
      {children}
    </Element>
  );
}
