import { buttonBox, buttonLabel } from '../styles/button.css.ts';
import { composedStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

const { button, color } = vars;

export const toggleButton = composedStyle([buttonBox, buttonLabel], {
  boxSizing: 'border-box',
  border: `${vars.size.border.width} solid ${button.secondary.border}`,
  // Off: the secondary button's look.
  background: button.secondary.background.default,
  color: button.secondary.text,
  selectors: {
    '&[data-hovered]': { background: button.secondary.background.hover },
    '&[data-pressed]': { background: button.secondary.background.pressed },

    // On: the accent fill.
    '&[data-selected]': {
      background: color.background.accent.default,
      borderColor: color.background.accent.default,
      color: color.text['on-accent'],
    },
    '&[data-selected][data-hovered]': {
      background: color.background.accent.hover,
      borderColor: color.background.accent.hover,
    },
    '&[data-selected][data-pressed]': {
      background: color.background.accent.pressed,
      borderColor: color.background.accent.pressed,
    },

    '&[data-disabled]': {
      background: color.background.disabled.default,
      borderColor: 'transparent',
      color: color.text.disabled,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonBorder',
      selectors: {
        '&[data-selected]': {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});
