import { inputFrame } from '../Field/Field.css.ts';
import { componentStyle, composedStyle } from '../theme/layers.css.ts';
import { focusRing } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

export const group = composedStyle([inputFrame], {
  // The stepper buttons sit flush inside the frame's border.
  paddingInlineEnd: 0,
  overflow: 'hidden',
});

export const input = componentStyle({
  fontVariantNumeric: 'tabular-nums',
});

export const suffix = componentStyle({
  flex: 'none',
  paddingInline: vars.space['100'],
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const stepper = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  alignSelf: 'stretch',
  width: vars.size.control.md,
  padding: 0,
  margin: 0,
  color: vars.color.text.default,
  background: 'transparent',
  border: 0,
  borderInlineStart: `${vars.size.border.width} solid ${vars.color.border.default}`,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral.hover },
    '&[data-pressed]': { background: vars.color.background.neutral.pressed },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size['focus-ring'].width})` },
    '&[data-disabled]': { color: vars.color.text.disabled, background: 'transparent', cursor: 'not-allowed' },
  },
});
