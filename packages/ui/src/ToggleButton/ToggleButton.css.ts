import { componentStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const { button, color } = vars;

export const toggleButton = componentStyle({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['100'],
  minHeight: vars.size.control.md,
  paddingInline: vars.space['200'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].tight,
  whiteSpace: 'nowrap',
  borderRadius: button.radius,
  border: `${vars.size.border.width} solid ${button.secondary.border}`,
  // Off: the secondary button's look.
  background: button.secondary.background.default,
  color: button.secondary.text,
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-size="sm"]': {
      minHeight: vars.size.control.sm,
      paddingInline: vars.space['150'],
      fontSize: vars.font.size.sm,
    },
    '&[data-size="lg"]': {
      minHeight: vars.size.control.lg,
      paddingInline: vars.space['300'],
      fontSize: vars.font.size.lg,
    },
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

    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      background: color.background.disabled.default,
      borderColor: 'transparent',
      color: color.text.disabled,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
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
