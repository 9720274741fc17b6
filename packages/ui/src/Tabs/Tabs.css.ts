import { componentStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

// Drawn inside the tab so the list can scroll (overflow clips anything outside it).
const insideFocusRing = { ...focusRing, outlineOffset: `calc(-1 * ${vars.size['focus-ring'].width})` };
const indicatorWidth = `calc(3 * ${vars.size.border.width})`;

export const tabs = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const tabList = componentStyle({
  display: 'flex',
  gap: vars.space['50'],
  minWidth: 0,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  // The baseline the selected tab's indicator sits on.
  boxShadow: `inset 0 calc(-1 * ${vars.size.border.width}) 0 ${vars.color.border.default}`,
  '@media': {
    '(forced-colors: active)': {
      borderBlockEnd: `${vars.size.border.width} solid CanvasText`,
      boxShadow: 'none',
    },
  },
});

export const tab = componentStyle({
  position: 'relative',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['100'],
  minHeight: vars.size.control.lg,
  paddingInline: vars.space['200'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font['line-height'].tight,
  whiteSpace: 'nowrap',
  color: vars.color.text.muted,
  borderStartStartRadius: vars.shape.small,
  borderStartEndRadius: vars.shape.small,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    insetBlockEnd: 0,
    // A border, not a background, so forced-colours mode keeps it; style none until shown, or
    // forced colours would paint the transparent border on every tab.
    borderBlockEnd: `${indicatorWidth} none transparent`,
    borderRadius: vars.shape.small,
    transform: 'scaleX(0.4)',
    transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  },
  selectors: {
    '&[data-hovered]': { color: vars.color.text.default },
    '&[data-hovered]::after': {
      borderBlockEndStyle: 'solid',
      borderBlockEndColor: vars.color.border.default,
      transform: 'none',
    },
    '&[data-selected]': { color: vars.color.text.accent, fontWeight: vars.font.weight.semibold },
    '&[data-selected]::after': {
      borderBlockEndStyle: 'solid',
      borderBlockEndColor: vars.color.border.accent,
      transform: 'none',
    },
    '&[data-focus-visible]': insideFocusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[data-disabled]::after': { borderBlockEndStyle: 'none' },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]::after': { borderBlockEndColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const tabPanel = componentStyle({
  paddingBlock: vars.space['300'],
  borderRadius: vars.shape.small,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
