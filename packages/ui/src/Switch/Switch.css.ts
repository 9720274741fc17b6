import { componentStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const trackHeight = vars.space['300'];
const trackWidth = `calc(${trackHeight} * 1.75)`;
const inset = `calc(2 * ${vars.size.border.width})`;
const thumbSize = `calc(${trackHeight} - 4 * ${inset})`;
const labelGap = vars.space['150'];
const ease = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const field = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const button = componentStyle({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: labelGap,
  minHeight: vars.space['300'],
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.default,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const label = componentStyle({ paddingBlock: vars.space['25'] });

export const track = componentStyle({
  boxSizing: 'border-box',
  position: 'relative',
  flex: 'none',
  width: trackWidth,
  height: trackHeight,
  background: vars.input.background.default,
  border: `${inset} solid ${vars.input.border.default}`,
  borderRadius: trackHeight,
  transition: `background-color ${ease}, border-color ${ease}`,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.input.border.hover },
    [`${button}[data-selected] &`]: {
      background: vars.color.background.accent.default,
      borderColor: vars.color.background.accent.default,
    },
    [`${button}[data-selected][data-hovered] &`]: {
      background: vars.color.background.accent.hover,
      borderColor: vars.color.background.accent.hover,
    },
    [`${button}[data-invalid] &`]: { borderColor: vars.input.border.invalid },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-readonly] &`]: { borderStyle: 'dashed' },
    [`${button}[data-disabled] &`]: {
      background: vars.color.background.disabled.default,
      borderColor: vars.color.border.disabled,
    },
  },
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
