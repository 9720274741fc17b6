import { componentStyle } from '../theme/layers.css.ts';
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

export const item = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  minHeight: vars.size.control.sm,
  paddingBlock: vars.space['50'],
  paddingInline: vars.space['150'],
  borderRadius: vars.shape.small,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].snug,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
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
    // System colours drop backgrounds, so the highlighted item gets an outline that survives.
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': {
          outline: `${vars.size['focus-ring'].width} solid Highlight`,
          outlineOffset: '-2px',
        },
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

export const sectionHeader = componentStyle({
  paddingBlock: vars.space['100'],
  paddingInline: vars.space['150'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = componentStyle({
  height: vars.size.border.width,
  marginBlock: vars.space['50'],
  marginInline: 0,
  border: 0,
  background: vars.color.border.subtle,
  '@media': { '(forced-colors: active)': { background: 'CanvasText' } },
});
