import { inputFrame } from '../Field/Field.css.ts';
import { componentStyle, composedStyle } from '../theme/layers.css.ts';
import { focusRing } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

export const group = composedStyle([inputFrame], {
  gap: vars.space['100'],
  paddingInlineEnd: vars.space['50'],
});

export const searchIcon = componentStyle({
  display: 'inline-flex',
  flex: 'none',
  color: vars.color.text.muted,
  selectors: { '[data-disabled] &': { color: vars.color.text.disabled } },
});

export const input = componentStyle({
  selectors: {
    // The browser's own clear button would duplicate ours.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const clearButton = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  padding: 0,
  color: vars.color.text.muted,
  background: 'transparent',
  border: 0,
  borderRadius: vars.shape.small,
  cursor: 'pointer',
  selectors: {
    '[data-empty] &': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.background.neutral.hover, color: vars.color.text.default },
    '&[data-pressed]': { background: vars.color.background.neutral.pressed, color: vars.color.text.default },
    '&[data-focus-visible]': focusRing,
    '[data-disabled] &, [data-readonly] &': { visibility: 'hidden' },
  },
});
