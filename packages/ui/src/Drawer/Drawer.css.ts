import { keyframes } from '@vanilla-extract/css';
import { safeAreaInset } from '../Dialog/Dialog.css.ts';
import { componentStyle } from '../theme/layers.css.ts';
import { reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = componentStyle({
  position: 'fixed',
  inset: 0,
  zIndex: vars['z-index'].drawer,
  background: vars.color.background.overlay.default,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.medium} ${vars.motion.easing.exit} reverse`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/* The panel width is a component dimension; the token contract has no tier for it. A strip of page
   stays visible so the backdrop can be tapped to close. */
export const panel = componentStyle({
  position: 'fixed',
  insetBlock: 0,
  display: 'flex',
  width: `min(22.5rem, calc(100vw - ${vars.space['600']}))`,
  outline: 'none',
  // Clears the status bar and home indicator of installed apps.
  paddingBlock: safeAreaInset,
  background: vars.color.background.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.overlay,
  border: `0 solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-placement="left"]': { insetInlineStart: 0, borderInlineEndWidth: vars.size.border.width },
    '&[data-placement="right"]': { insetInlineEnd: 0, borderInlineStartWidth: vars.size.border.width },
    '&[data-placement="left"][data-entering]': {
      animation: `${slideFromLeft} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
    },
    '&[data-placement="left"][data-exiting]': {
      animation: `${slideFromLeft} ${vars.motion.duration.medium} ${vars.motion.easing.exit} reverse`,
    },
    '&[data-placement="right"][data-entering]': {
      animation: `${slideFromRight} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
    },
    '&[data-placement="right"][data-exiting]': {
      animation: `${slideFromRight} ${vars.motion.duration.medium} ${vars.motion.easing.exit} reverse`,
    },
  },
  '@media': {
    // No sliding under reduced motion: the panel simply appears and disappears.
    [reducedMotion]: { animation: 'none' },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});
