import { componentStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const { input } = vars;

/** The stack every field uses: label above the control, description and error below it. */
export const field = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

export const label = componentStyle({
  display: 'block',
  marginBlockEnd: vars.space['100'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.default,
  cursor: 'default',
  selectors: {
    '[data-disabled] > &': { color: vars.color.text.disabled },
  },
});

export const requiredMarker = componentStyle({
  marginInlineStart: vars.space['50'],
  color: vars.color.text.danger,
});

export const description = componentStyle({
  display: 'block',
  marginBlockStart: vars.space['100'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].normal,
  color: vars.color.text.muted,
});

/**
 * The live region stays mounted (and empty) so that an error appearing in it is announced; it has no
 * size of its own, the spacing lives on the message.
 */
export const errorRegion = componentStyle({ display: 'block' });

export const error = componentStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['50'],
  marginBlockStart: vars.space['100'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.danger,
});

export const errorIcon = componentStyle({
  display: 'inline-flex',
  flex: 'none',
  // Centres the 16px icon on the first line of text.
  marginBlockStart: '0.05em',
});

/**
 * The bordered box of a text-like control. Works on RAC's Input/TextArea (data-focused) and on a
 * Group wrapping an input and buttons (data-focus-within).
 */
export const inputFrame = componentStyle({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.control.md,
  margin: 0,
  paddingInline: vars.space['150'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].normal,
  color: input.text,
  background: input.background.default,
  border: `${vars.size.border.width} solid ${input.border.default}`,
  borderRadius: input.radius,
  outline: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::placeholder': { color: input.placeholder, opacity: 1 },
    '&[data-hovered]': { borderColor: input.border.hover },
    '&[data-invalid]': { borderColor: input.border.invalid },
    '&[data-focused], &[data-focus-within]': { borderColor: input.border.focus, ...focusRing },
    '[data-readonly] > &, &[data-readonly]': {
      background: vars.color.background.surface.sunken,
      borderStyle: 'dashed',
    },
    '&[data-disabled], &:disabled': {
      background: input.background.disabled,
      color: vars.color.text.disabled,
      borderColor: vars.color.border.disabled,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': { borderColor: 'FieldText' },
  },
});

/** A plain input inside an inputFrame group: the group draws the box. */
export const bareInput = componentStyle({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 0,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: input.placeholder, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
