import type { StyleRule } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

// The one list item, for Menu items, Select (and ComboBox) options and NavList links: the row's box
// and type. Their states stay in each component's own class, after this one, because the order of
// "selected", "focused" and "disabled" differs between them and decides which look wins.

export const listItem = componentStyle({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space['150'],
  borderRadius: vars.shape.small,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].snug,
  cursor: 'pointer',
  outline: 'none',
});

/** Menu and Select rows: compact, and not selectable as text. */
export const listItemCompact: StyleRule = {
  gap: vars.space['100'],
  minHeight: vars.size.control.sm,
  paddingBlock: vars.space['50'],
  userSelect: 'none',
};

/** System colours drop backgrounds, so the highlighted row gets an outline that survives. */
export const forcedColorsFocusedItem: StyleRule = {
  outline: `${vars.size['focus-ring'].width} solid Highlight`,
  outlineOffset: '-2px',
};

/** The heading of a section of rows in a Menu or a Select. */
export const listSectionHeader = componentStyle({
  paddingBlock: vars.space['100'],
  paddingInline: vars.space['150'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
