import { controlField, controlLabel, indicatorBorder, indicatorStates } from '../styles/control.css.ts';
import { componentStyle, composedStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const dotSize = vars.space['250'];
const labelGap = vars.space['100'];
const ease = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const group = controlField;

export const items = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space['300'],
    },
    '[data-variant="card"] > &': { gap: vars.space['150'] },
    '[data-variant="card"][data-orientation="horizontal"] > &': {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    },
  },
});

/** One option: the radio and, below its label, help text. In the card variant, the card. */
export const field = componentStyle({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '[data-variant="card"] &': {
      padding: vars.space['200'],
      background: vars.color.background.surface.default,
      border: `${vars.size.border.width} solid ${vars.color.border.default}`,
      borderRadius: vars.card.radius,
      transition: `border-color ${ease}, background-color ${ease}, box-shadow ${ease}`,
    },
    '[data-variant="card"] &:has([data-hovered])': { borderColor: vars.input.border.hover },
    '[data-variant="card"] &[data-selected]': {
      // Surface stays: muted help text is only guaranteed contrast on surfaces.
      borderColor: vars.color.border.accent,
      boxShadow: `inset 0 0 0 ${vars.size.border.width} ${vars.color.border.accent}`,
    },
    '[data-variant="card"] &[data-invalid]': { borderColor: vars.color.border.danger },
    '[data-variant="card"] &:has([data-focus-visible])': focusRing,
    '[data-variant="card"] &[data-disabled]': { background: vars.color.background.disabled.default },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': {
      selectors: { '[data-variant="card"] &[data-selected]': { borderColor: 'Highlight', borderWidth: 2 } },
    },
  },
});

export const button = composedStyle([controlLabel], {
  selectors: {
    '[data-variant="card"] &': { fontWeight: vars.font.weight.semibold },
    // Stretches the clickable label over the whole card.
    '[data-variant="card"] &::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const dot = componentStyle({
  boxSizing: 'border-box',
  flex: 'none',
  width: dotSize,
  height: dotSize,
  background: vars.input.background.default,
  border: indicatorBorder,
  borderRadius: '50%',
  transition: `border-width ${ease}, border-color ${ease}`,
  selectors: indicatorStates(button, {
    selected: {
      [`${button}[data-selected] &`]: {
        borderWidth: `calc(${dotSize} * 0.3)`,
        borderColor: vars.color.background.accent.default,
      },
    },
    focus: { [`[data-variant="card"] ${button}[data-focus-visible] &`]: { outline: 'none' } },
  }),
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${button}[data-selected] &`]: { borderColor: 'Highlight' },
        [`${button}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
});

export const below = componentStyle({
  paddingInlineStart: `calc(${dotSize} + ${labelGap})`,
});
