import { inputFrame } from '../Field/Field.css.ts';
import { componentStyle, composedStyle } from '../theme/layers.css.ts';
import { reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

/** Added to the shared input frame, which draws the box around the input and the button. */
export const group = composedStyle([inputFrame], {
  height: vars.size.control.md,
  paddingInlineEnd: vars.space['50'],
  gap: vars.space['50'],
  selectors: {
    '[data-invalid] > &': { borderColor: vars.input.border.invalid },
  },
});

export const button = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.control.sm,
  height: `calc(${vars.size.control.md} - ${vars.space['100']})`,
  padding: 0,
  border: 0,
  borderRadius: vars.shape.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral.hover, color: vars.color.text.default },
    '&[data-disabled]': { cursor: 'not-allowed', background: 'transparent' },
  },
});

export const chevron = componentStyle({
  display: 'inline-flex',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});
