import type { ReactNode, Ref } from 'react';
import * as styles from './VisuallyHidden.css.ts';

export const visuallyHiddenElements = ['span', 'div'] as const;
export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];

export interface VisuallyHiddenProps {
  /**
   * `span` inside text and controls, `div` around blocks.
   * @default 'span'
   */
  as?: VisuallyHiddenElement;
  /**
   * Becomes visible while an element inside it has focus: for skip links and other keyboard-only
   * shortcuts.
   * @default false
   */
  focusable?: boolean;
  /** An id, e.g. to name something with `aria-labelledby`. */
  id?: string;
  /** The content for assistive tech (or the focusable shortcut). */
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * Content for screen readers only — a label for an icon-only control, a table caption — still in
 * the accessibility tree and read in place, unlike `display: none`.
 */
export function VisuallyHidden({
  as: Element = 'span',
  focusable = false,
  ref,
  ...props
}: VisuallyHiddenProps) {
  return (
    <Element
      {...props}
      ref={ref as Ref<never>}
      className={styles.visuallyHidden}
      data-focusable={focusable || undefined}
    />
  );
}
