import type { CSSProperties, ReactNode, Ref } from 'react';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonVariants = ['text', 'block', 'circle'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];

export interface SkeletonProps extends LayoutProps {
  /**
   * text: lines of body text; block: a card, chart or image; circle: an avatar or icon.
   * @default 'text'
   */
  variant?: SkeletonVariant;
  /**
   * Number of text lines (text only); the last of several is shorter, as paragraphs end.
   * @default 1
   */
  lines?: number;
  /** Width of the shape (CSS length or px); text and block fill their container by default. */
  width?: CSSProperties['width'];
  /** Height of a block, or the diameter of a circle. */
  height?: CSSProperties['height'];
  ref?: Ref<HTMLDivElement>;
}

/**
 * A placeholder for content that is loading. Hidden from assistive tech: put skeletons in a
 * `SkeletonGroup` (or another container) that announces the loading state.
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  layout,
  UNSAFE_className,
  ref,
}: SkeletonProps) {
  const size: CSSProperties = { width, height: height ?? (variant === 'circle' ? width : undefined) };
  if (variant === 'text' && lines > 1) {
    return (
      <div
        ref={ref}
        aria-hidden="true"
        className={cx(styles.lines, UNSAFE_className)}
        style={{ ...layout, width }}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={styles.skeleton} data-variant="text" />
        ))}
      </div>
    );
  }
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className={cx(styles.skeleton, UNSAFE_className)}
      style={{ ...layout, ...size }}
      data-variant={variant}
    />
  );
}

export interface SkeletonGroupProps extends LayoutProps {
  /** What is loading, announced once to screen readers: "Loading invoices". */
  label: string;
  /** The skeletons, laid out like the content they stand for. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A loading container: announces `label` through a status region while its skeletons are shown.
 * (No aria-busy here: screen readers may hold back live regions inside a busy element.)
 */
export function SkeletonGroup({ label, children, layout, UNSAFE_className, ref }: SkeletonGroupProps) {
  return (
    <div ref={ref} className={cx(styles.group, UNSAFE_className)} style={layout}>
      <span role="status" className={styles.groupLabel}>
        {label}
      </span>
      {children}
    </div>
  );
}
