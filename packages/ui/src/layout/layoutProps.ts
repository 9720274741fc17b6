import type { CSSProperties } from 'react';

/** Where a component sits in its parent's layout — never how it looks. */
export type LayoutStyle = Pick<
  CSSProperties,
  | 'margin'
  | 'marginBlock'
  | 'marginBlockStart'
  | 'marginBlockEnd'
  | 'marginInline'
  | 'marginInlineStart'
  | 'marginInlineEnd'
  | 'flex'
  | 'flexGrow'
  | 'flexShrink'
  | 'flexBasis'
  | 'alignSelf'
  | 'justifySelf'
  | 'order'
  | 'gridArea'
  | 'gridColumn'
  | 'gridRow'
  | 'width'
  | 'minWidth'
  | 'maxWidth'
>;

export interface LayoutProps {
  /** Margin and placement in the parent's layout (flex or grid). */
  layout?: LayoutStyle;
  /**
   * A class that changes more than layout. Deliberately loud: restyling a component breaks the brand
   * for everyone who relies on it looking the same.
   */
  UNSAFE_className?: string;
}

export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
