import type { ReactNode, Ref } from 'react';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import type { LayoutElement, LayoutElementProps, Space } from '../layout/space.ts';
import * as styles from './Stack.css.ts';

export const stackAlignments = ['start', 'center', 'end', 'stretch'] as const;
export type StackAlign = (typeof stackAlignments)[number];

export interface StackProps extends LayoutElementProps, LayoutProps {
  /**
   * The element to render. `ul` and `ol` lose their bullets but keep list semantics (an explicit
   * `role="list"`, which Safari drops otherwise); their children should be `li`.
   * @default 'div'
   */
  as?: LayoutElement;
  /**
   * Space between the children, a key of the spacing scale (`vars.space`).
   * @default '200'
   */
  gap?: Space;
  /**
   * How children sit across the stack's width.
   * @default 'stretch'
   */
  align?: StackAlign;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Lays its children out vertically with even space between them. */
export function Stack({
  as: Element = 'div',
  gap = '200',
  align = 'stretch',
  layout,
  UNSAFE_className,
  ref,
  children,
  ...props
}: StackProps) {
  return (
    <Element
      {...props}
      ref={ref as Ref<never>}
      role={Element === 'ul' || Element === 'ol' ? 'list' : undefined}
      className={cx(styles.stack, UNSAFE_className)}
      style={layout}
      data-gap={gap}
      data-align={align}
    >
      {children}
    </Element>
  );
}
