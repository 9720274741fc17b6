import { componentStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion, visuallyHidden } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

export const link = componentStyle({
  color: vars.color.text.link.default,
  borderRadius: vars.shape.small,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text.link.hover, textDecorationThickness: '2px' },
    '&[data-variant="standalone"]': {
      display: 'inline-flex',
      alignItems: 'center',
      fontWeight: vars.font.weight.semibold,
      textDecorationLine: 'none',
    },
    '&[data-variant="standalone"][data-hovered]': { textDecorationLine: 'underline' },
    // The current page in a navigation (aria-current): marked by a heavier underline, not colour alone.
    '&[data-current]': { textDecorationLine: 'underline', textDecorationThickness: '3px' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.text.disabled,
      textDecorationLine: 'none',
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
  },
});

// The icon follows the last word; the span keeps it from wrapping onto a line of its own in running text.
export const icon = componentStyle({
  display: 'inline-block',
  marginInlineStart: vars.space['50'],
  verticalAlign: 'baseline',
  whiteSpace: 'nowrap',
});

export const hidden = componentStyle(visuallyHidden);
