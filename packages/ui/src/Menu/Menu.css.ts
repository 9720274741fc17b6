import {
  forcedColorsFocusedItem,
  listItem,
  listItemCompact,
  listSectionHeader,
} from '../styles/listItem.css.ts';
import { componentStyle, composedStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

export const menu = componentStyle({
  boxSizing: 'border-box',
  // At least as wide as the trigger (React Aria measures it), and wide enough for a label and an icon.
  minWidth: `max(var(--trigger-width, 0px), calc(${vars.size.control.md} * 5))`,
  maxHeight: 'inherit',
  overflow: 'auto',
  padding: vars.space['50'],
  outline: 'none',
});

export const item = composedStyle([listItem], {
  ...listItemCompact,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focused], &[data-open]': { background: vars.color.background.neutral.hover },
    '&[data-pressed]': { background: vars.color.background.neutral.pressed },
    '&[data-tone="danger"]': { color: vars.color.text.danger },
    '&[data-tone="danger"][data-focused], &[data-tone="danger"][data-pressed]': {
      background: vars.color.background.danger.subtle,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': forcedColorsFocusedItem,
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const icon = componentStyle({ display: 'inline-flex', flex: 'none' });

export const text = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const description = componentStyle({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  selectors: {
    // text.muted is only guaranteed on surfaces; on the highlight the description takes the item's colour.
    [`${item}[data-focused] &, ${item}[data-pressed] &`]: { color: 'inherit' },
  },
});

export const end = componentStyle({ display: 'inline-flex', flex: 'none', marginInlineStart: 'auto' });

export const sectionHeader = listSectionHeader;

export const separator = componentStyle({
  height: vars.size.border.width,
  marginBlock: vars.space['50'],
  marginInline: 0,
  border: 0,
  background: vars.color.border.subtle,
  '@media': { '(forced-colors: active)': { background: 'CanvasText' } },
});
