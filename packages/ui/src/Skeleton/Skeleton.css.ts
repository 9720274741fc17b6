import { keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { reducedMotion, visuallyHidden } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const group = componentStyle({ display: 'flex', flexDirection: 'column', gap: vars.space['200'] });

export const groupLabel = componentStyle(visuallyHidden);

export const lines = componentStyle({ display: 'flex', flexDirection: 'column', gap: vars.space['100'] });

/* A placeholder shape. The shimmer sweeps between two neutral fills; under reduced motion it stays still. */
export const skeleton = componentStyle({
  display: 'block',
  background: `linear-gradient(90deg, ${vars.color.background.neutral.default} 30%, ${vars.color.background.neutral.hover} 50%, ${vars.color.background.neutral.default} 70%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s linear infinite`,
  selectors: {
    '&[data-variant="text"]': {
      height: '1em',
      // Sits inside a line box like real text would.
      marginBlock: `calc((${vars.font['line-height'].normal} * 1em - 1em) / 2)`,
      borderRadius: vars.shape.small,
      fontSize: vars.font.size.md,
    },
    '&[data-variant="text"]:last-child:not(:only-child)': { width: '60%' },
    '&[data-variant="block"]': { borderRadius: vars.shape.surface, height: vars.space['1000'] },
    '&[data-variant="circle"]': {
      borderRadius: '50%',
      width: vars.size.control.md,
      height: vars.size.control.md,
      flex: 'none',
    },
  },
  '@media': {
    [reducedMotion]: { animation: 'none', background: vars.color.background.neutral.default },
    // Forced colours drop backgrounds; an outline keeps the shapes visible.
    '(forced-colors: active)': { outline: `${vars.size.border.width} solid GrayText` },
  },
});
