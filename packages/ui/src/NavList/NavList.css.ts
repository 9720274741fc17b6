import { listItem as listRow } from '../styles/listItem.css.ts';
import { componentStyle, composedStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

export const nav = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

export const group = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['50'],
});

export const heading = componentStyle({
  margin: 0,
  paddingInline: vars.space['150'],
  paddingBlockEnd: vars.space['50'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].snug,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const list = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['25'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = componentStyle({ display: 'block' });

export const icon = componentStyle({
  display: 'inline-flex',
  color: vars.color.icon.muted,
  // On the selected fill only the selected text colour is contrast-checked.
  selectors: { '[data-current] > &': { color: 'inherit' } },
});

export const label = componentStyle({ flex: 1, minWidth: 0 });

export const suffix = componentStyle({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[data-current] > &': { color: 'inherit' } },
});

export const link = composedStyle([listRow], {
  position: 'relative',
  gap: vars.space['150'],
  minHeight: vars.size.control.md,
  paddingBlock: vars.space['100'],
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral.hover },
    '&[data-pressed]': { background: vars.color.background.neutral.pressed },
    '&[data-current]': {
      background: vars.color.background.selected.default,
      color: vars.color.text.selected,
      fontWeight: vars.font.weight.semibold,
    },
    // A bar at the start edge, so "current" is not told by the background colour alone.
    '&[data-current]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space['100'],
      borderInlineStart: `calc(3 * ${vars.size.border.width}) solid ${vars.color.border.accent}`,
      borderRadius: vars.shape.small,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size['focus-ring'].width})` },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', background: 'transparent' },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': {
      selectors: {
        '&[data-current]::before': { borderInlineStartColor: 'Highlight' },
        '&[data-hovered]': { textDecoration: 'underline' },
      },
    },
  },
});
