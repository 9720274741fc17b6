import { keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { belowMd, focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

/** The installed app's safe-area inset (0 in a browser). */
const safeAreaInset = vars['safe-area'].inset;

const slideIn = keyframes({ from: { opacity: 0, transform: `translateX(${vars.space['400']})` } });

/* The width is a component dimension; the token contract has no tier for it. */
export const region = componentStyle({
  position: 'fixed',
  insetBlockStart: `calc(${vars.space['300']} + ${safeAreaInset})`,
  insetInlineEnd: vars.space['300'],
  zIndex: vars['z-index'].toast,
  // RAC renders the list and its items with display: contents, so the toasts stack right here.
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  width: `min(24rem, calc(100vw - 2 * ${vars.space['300']}))`,
  outline: 'none',
  borderRadius: vars.shape.surface,
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': {
    [belowMd]: {
      insetBlockStart: `calc(${vars.space['150']} + ${safeAreaInset})`,
      insetInline: vars.space['150'],
      width: 'auto',
    },
  },
});

export const toast = componentStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['150'],
  padding: vars.space['200'],
  paddingInlineEnd: vars.space['100'],
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.default,
  background: vars.color.background.surface.default,
  borderRadius: vars.shape.surface,
  boxShadow: vars.shadow.overlay,
  // A tone stripe on the leading edge; the other borders keep the shape in forced-colours mode.
  border: `${vars.size.border.width} solid ${vars.color.border.subtle}`,
  borderInlineStartWidth: vars.space['50'],
  animation: `${slideIn} ${vars.motion.duration.medium} ${vars.motion.easing.enter}`,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-tone="info"]': { borderInlineStartColor: vars.color.icon.info },
    '&[data-tone="success"]': { borderInlineStartColor: vars.color.icon.success },
    '&[data-tone="warning"]': { borderInlineStartColor: vars.color.icon.warning },
    '&[data-tone="danger"]': { borderInlineStartColor: vars.color.icon.danger },
  },
  '@media': {
    [reducedMotion]: { animation: 'none' },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const icon = componentStyle({
  display: 'flex',
  flex: 'none',
  // Centres the 20px icon on the title's first line.
  paddingBlockStart: vars.space['25'],
  selectors: {
    [`${toast}[data-tone="info"] &`]: { color: vars.color.icon.info },
    [`${toast}[data-tone="success"] &`]: { color: vars.color.icon.success },
    [`${toast}[data-tone="warning"] &`]: { color: vars.color.icon.warning },
    [`${toast}[data-tone="danger"] &`]: { color: vars.color.icon.danger },
  },
});

export const content = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['50'],
  flex: 1,
  minWidth: 0,
  // Lines the first line of text up with the 20px icon.
  paddingBlockStart: vars.space['25'],
});

export const title = componentStyle({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  color: vars.color.text.heading,
});

export const description = componentStyle({ color: vars.color.text.muted });

export const closeButton = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  marginBlock: `calc(-1 * ${vars.space['50']})`,
  padding: 0,
  border: `${vars.size.border.width} solid transparent`,
  borderRadius: vars.shape.control,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral.hover },
    '&[data-pressed]': { background: vars.color.background.neutral.pressed },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { '(forced-colors: active)': { borderColor: 'ButtonBorder', color: 'ButtonText' } },
});
