import { keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { belowMd, focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

/** The installed app's safe-area inset, switched by applyTheme through data-standalone (0 in a browser). */
export const safeAreaInset = vars['safe-area'].inset;

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space['200']})` } });

export const overlay = componentStyle({
  position: 'fixed',
  inset: 0,
  zIndex: vars['z-index'].modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The safe-area padding keeps the dialog clear of the notch and home bar in installed apps.
  padding: vars.space['300'],
  background: vars.color.background.overlay.default,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.medium} ${vars.motion.easing.enter}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse`,
    },
  },
  paddingBlock: `calc(${vars.space['300']} + ${safeAreaInset})`,
  '@media': {
    [belowMd]: {
      paddingInline: vars.space['150'],
      paddingBlock: `calc(${vars.space['150']} + ${safeAreaInset})`,
      alignItems: 'flex-end',
    },
    [reducedMotion]: { animationDuration: vars.motion.duration.instant },
  },
});

/* Overlay widths are component dimensions: the token contract has no tier for them. */
export const modal = componentStyle({
  display: 'flex',
  width: '100%',
  maxWidth: '35rem',
  maxHeight: `calc(100dvh - 2 * (${vars.space['300']} + ${safeAreaInset}))`,
  outline: 'none',
  background: vars.color.background.surface.raised,
  color: vars.color.text.default,
  borderRadius: vars.shape.surface,
  boxShadow: vars.shadow.overlay,
  // Survives forced-colours mode, where the shadow is dropped.
  border: `${vars.size.border.width} solid transparent`,
  selectors: {
    '&[data-size="sm"]': { maxWidth: '25rem' },
    '&[data-size="lg"]': { maxWidth: '50rem' },
    '&[data-entering]': { animation: `${riseIn} ${vars.motion.duration.medium} ${vars.motion.easing.enter}` },
  },
  '@media': {
    [belowMd]: { maxHeight: `calc(100dvh - 2 * (${vars.space['150']} + ${safeAreaInset}))` },
    [reducedMotion]: { animation: 'none' },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const dialog = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].normal,
});

export const header = componentStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['200'],
  padding: `${vars.space['300']} ${vars.space['300']} ${vars.space['200']}`,
  '@media': { [belowMd]: { padding: `${vars.space['200']} ${vars.space['200']} ${vars.space['150']}` } },
});

export const title = componentStyle({
  flex: 1,
  margin: 0,
  // Room for the close button's height so a one-line title stays centred beside it.
  paddingBlock: vars.space['50'],
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.heading,
});

/* The body scrolls; title and actions stay in view on small screens. */
export const body = componentStyle({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space['300'],
  paddingBlockEnd: vars.space['300'],
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size['focus-ring'].width})` },
  },
  '@media': { [belowMd]: { paddingInline: vars.space['200'], paddingBlockEnd: vars.space['200'] } },
});

export const footer = componentStyle({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['150'],
  padding: `${vars.space['200']} ${vars.space['300']}`,
  borderBlockStart: `${vars.size.border.width} solid ${vars.color.border.subtle}`,
  '@media': {
    [belowMd]: { padding: vars.space['200'], flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});

/** A square icon button; shared by the Drawer so both close the same way. */
export const closeButton = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  padding: 0,
  border: `${vars.size.border.width} solid transparent`,
  borderRadius: vars.shape.control,
  background: 'transparent',
  color: vars.color.text.default,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral.hover },
    '&[data-pressed]': { background: vars.color.background.neutral.pressed },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': { borderColor: 'ButtonBorder', color: 'ButtonText' },
  },
});
