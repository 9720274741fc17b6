import { controlField, controlLabel, indicatorBorder, indicatorStates } from '../styles/control.css.ts';
import { componentStyle, composedStyle } from '../theme/layers.css.ts';
import { reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const trackHeight = vars.space['300'];
const trackWidth = `calc(${trackHeight} * 1.75)`;
const inset = `calc(2 * ${vars.size.border.width})`;
const thumbSize = `calc(${trackHeight} - 4 * ${inset})`;
const labelGap = vars.space['150'];
const ease = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const field = controlField;

// The track is taller than a checkbox: the label text gets its own padding (below), not the label.
export const button = composedStyle([controlLabel], { gap: labelGap, paddingBlock: 0 });

export const label = componentStyle({ paddingBlock: vars.space['25'] });

export const track = componentStyle({
  boxSizing: 'border-box',
  position: 'relative',
  flex: 'none',
  width: trackWidth,
  height: trackHeight,
  background: vars.input.background.default,
  border: indicatorBorder,
  borderRadius: trackHeight,
  transition: `background-color ${ease}, border-color ${ease}`,
  selectors: indicatorStates(button, {
    selected: {
      [`${button}[data-selected] &`]: {
        background: vars.color.background.accent.default,
        borderColor: vars.color.background.accent.default,
      },
      [`${button}[data-selected][data-hovered] &`]: {
        background: vars.color.background.accent.hover,
        borderColor: vars.color.background.accent.hover,
      },
    },
  }),
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: { [`${button}[data-selected] &`]: { background: 'Highlight', borderColor: 'Highlight' } },
    },
  },
});

export const thumb = componentStyle({
  position: 'absolute',
  insetBlockStart: inset,
  insetInlineStart: inset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: '50%',
  background: vars.input.border.default,
  transition: `transform ${ease}, background-color ${ease}`,
  selectors: {
    [`${button}[data-selected] &`]: {
      background: vars.color.icon['on-accent'],
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - 4 * ${inset}))`,
    },
    [`[dir="rtl"] ${button}[data-selected] &`]: {
      transform: `translateX(calc(-1 * (${trackWidth} - ${thumbSize} - 4 * ${inset})))`,
    },
    [`${button}[data-disabled] &`]: { background: vars.color.text.disabled },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': {
      background: 'ButtonText',
      selectors: { [`${button}[data-selected] &`]: { background: 'HighlightText' } },
    },
  },
});

export const below = componentStyle({
  paddingInlineStart: `calc(${trackWidth} + ${labelGap})`,
});
