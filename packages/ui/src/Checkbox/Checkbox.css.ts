import { controlField, controlLabel, indicatorBorder, indicatorStates } from '../styles/control.css.ts';
import { componentStyle } from '../theme/layers.css.ts';
import { reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const boxSize = vars.space['250'];
const labelGap = vars.space['100'];
const ease = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const field = controlField;

/** The label element: box and text, all of it clickable. */
export const button = controlLabel;

export const box = componentStyle({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: boxSize,
  height: boxSize,
  color: vars.color.text['on-accent'],
  background: vars.input.background.default,
  border: indicatorBorder,
  borderRadius: vars.shape.small,
  transition: `background-color ${ease}, border-color ${ease}`,
  selectors: indicatorStates(button, {
    selected: {
      [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
        background: vars.color.background.accent.default,
        borderColor: vars.color.background.accent.default,
      },
      [`${button}[data-selected][data-hovered] &, ${button}[data-indeterminate][data-hovered] &`]: {
        background: vars.color.background.accent.hover,
        borderColor: vars.color.background.accent.hover,
      },
    },
    invalid: {
      [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: {
        background: vars.color.background.danger.default,
        borderColor: vars.color.background.danger.default,
        color: vars.color.text['on-danger'],
      },
    },
    disabled: { color: vars.color.text.disabled },
  }),
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      selectors: {
        [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        [`${button}[data-disabled] &`]: { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

/** Help text and errors line up with the label text, not the box. */
export const below = componentStyle({
  paddingInlineStart: `calc(${boxSize} + ${labelGap})`,
});

export const group = controlField;

export const groupItems = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space['300'],
    },
  },
});
