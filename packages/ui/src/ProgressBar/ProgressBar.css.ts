import { keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const progressBar = componentStyle({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label value" "track track"',
  alignItems: 'baseline',
  columnGap: vars.space['200'],
  rowGap: vars.space['100'],
  width: '100%',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.default,
});

export const label = componentStyle({ gridArea: 'label', fontWeight: vars.font.weight.medium });

export const value = componentStyle({
  gridArea: 'value',
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = componentStyle({
  gridArea: 'track',
  position: 'relative',
  overflow: 'hidden',
  height: vars.space['100'],
  borderRadius: vars.shape.small,
  background: vars.color.background.neutral.default,
  selectors: { [`${progressBar}[data-size="sm"] &`]: { height: vars.space['50'] } },
  '@media': {
    '(forced-colors: active)': { border: `${vars.size.border.width} solid CanvasText` },
  },
});

/* border.accent is guaranteed 3:1 on surfaces, so the filled part reads as a boundary. */
export const fill = componentStyle({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: 'inherit',
  background: vars.color.border.accent,
  transition: `width ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: {
    [`${progressBar}[data-indeterminate] &`]: {
      width: '40%',
      animation: `${slide} 1.4s ${vars.motion.easing.standard} infinite`,
    },
  },
  '@media': {
    // A still bar in the middle instead of a sliding one.
    [reducedMotion]: {
      transition: 'none',
      selectors: { [`${progressBar}[data-indeterminate] &`]: { animation: 'none', insetInlineStart: '30%' } },
    },
    '(forced-colors: active)': { forcedColorAdjust: 'none', background: 'Highlight' },
  },
});
