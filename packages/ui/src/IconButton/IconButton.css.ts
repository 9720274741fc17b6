import { keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const { button: tokens } = vars;

export const iconButton = componentStyle({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.control.md,
  height: vars.size.control.md,
  padding: 0,
  fontSize: vars.font.size.md,
  borderRadius: tokens.radius,
  border: `${vars.size.border.width} solid transparent`,
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-size="sm"]': { width: vars.size.control.sm, height: vars.size.control.sm },
    '&[data-size="lg"]': { width: vars.size.control.lg, height: vars.size.control.lg },
    // The small box stays tappable: an invisible 40 px hit area centred on it.
    '&[data-size="sm"]::before': {
      content: '""',
      position: 'absolute',
      inset: `calc((${vars.size.control.sm} - ${vars.size.control.md}) / 2)`,
    },

    '&[data-variant="primary"]': {
      background: tokens.primary.background.default,
      color: tokens.primary.text,
    },
    '&[data-variant="primary"][data-hovered]': { background: tokens.primary.background.hover },
    '&[data-variant="primary"][data-pressed]': { background: tokens.primary.background.pressed },

    '&[data-variant="secondary"]': {
      background: tokens.secondary.background.default,
      color: tokens.secondary.text,
      borderColor: tokens.secondary.border,
    },
    '&[data-variant="secondary"][data-hovered]': { background: tokens.secondary.background.hover },
    '&[data-variant="secondary"][data-pressed]': { background: tokens.secondary.background.pressed },

    '&[data-variant="tertiary"]': { background: 'transparent', color: tokens.tertiary.text },
    '&[data-variant="tertiary"][data-hovered]': { background: tokens.tertiary.background.hover },
    '&[data-variant="tertiary"][data-pressed]': { background: tokens.tertiary.background.pressed },

    '&[data-variant="danger"]': { background: tokens.danger.background.default, color: tokens.danger.text },
    '&[data-variant="danger"][data-hovered]': { background: tokens.danger.background.hover },
    '&[data-variant="danger"][data-pressed]': { background: tokens.danger.background.pressed },

    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      background: vars.color.background.disabled.default,
      color: vars.color.text.disabled,
      borderColor: 'transparent',
      cursor: 'not-allowed',
    },
    '&[data-variant="tertiary"][data-disabled]': { background: 'transparent' },
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': { borderColor: 'ButtonBorder' },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = componentStyle({
  width: '1em',
  height: '1em',
  flex: 'none',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '2.4s' } },
});
