import type { CSSProperties, StyleRule } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { focusRing } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

// The one control box, for Checkbox, Switch and RadioGroup: the field around the control, the
// clickable label (indicator and text) and the indicator's states — the box, the track, the dot.

type Selectors = NonNullable<StyleRule['selectors']>;

/** The field or group around the controls. */
export const controlField = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

/** The label element: indicator and text, all of it clickable. */
export const controlLabel = componentStyle({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['100'],
  minHeight: vars.space['300'],
  paddingBlock: vars.space['25'],
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

/** The indicator's border: the field's, twice as thick. */
export const indicatorBorder = `calc(2 * ${vars.size.border.width}) solid ${vars.input.border.default}`;

/**
 * The indicator's states, in the order that decides which wins: hover, the control's own selected
 * look, invalid (over selected), focus, read-only, disabled (over everything). `label` is the class of
 * the label element that carries React Aria's state attributes.
 */
export function indicatorStates(
  label: string,
  own: { selected: Selectors; invalid?: Selectors; focus?: Selectors; disabled?: CSSProperties },
): Selectors {
  return {
    [`${label}[data-hovered] &`]: { borderColor: vars.input.border.hover },
    ...own.selected,
    [`${label}[data-invalid] &`]: { borderColor: vars.input.border.invalid },
    ...own.invalid,
    [`${label}[data-focus-visible] &`]: focusRing,
    ...own.focus,
    [`${label}[data-readonly] &`]: { borderStyle: 'dashed' },
    [`${label}[data-disabled] &`]: {
      background: vars.color.background.disabled.default,
      borderColor: vars.color.border.disabled,
      ...own.disabled,
    },
  };
}
