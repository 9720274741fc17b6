import { keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

// The one button recipe: Button and IconButton compose the box and the variants, Button and
// ToggleButton the labelled sizes. Each component's own class comes after these in the stylesheet,
// so it can override any of them.

const { button: tokens } = vars;

/** The box every button shares: shape, cursor, transition, focus ring. */
export const buttonBox = componentStyle({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: tokens.radius,
  border: `${vars.size.border.width} solid transparent`,
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': { borderColor: 'ButtonBorder' },
  },
});

/** primary, secondary, tertiary and danger (`data-variant`), disabled and pending. */
export const buttonVariants = componentStyle({
  selectors: {
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

    '&[data-disabled]': {
      background: vars.color.background.disabled.default,
      color: vars.color.text.disabled,
      borderColor: 'transparent',
      cursor: 'not-allowed',
    },
    '&[data-variant="tertiary"][data-disabled]': { background: 'transparent' },
    '&[data-pending]': { cursor: 'progress' },
  },
});

/** A button with a text label, in the sm, md and lg control heights (`data-size`). */
export const buttonLabel = componentStyle({
  gap: vars.space['100'],
  minHeight: vars.size.control.md,
  paddingInline: vars.space['200'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].tight,
  whiteSpace: 'nowrap',
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
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** What a pending button shows in place of its icon. */
export const buttonSpinner = componentStyle({
  width: '1em',
  height: '1em',
  flex: 'none',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '2.4s' } },
});
