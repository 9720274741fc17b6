import { inputFrame } from '../Field/Field.css.ts';
import { componentStyle, composedStyle } from '../theme/layers.css.ts';
import { focusRing } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

/* Field: shared by DatePicker and DateRangePicker. */

export const group = composedStyle([inputFrame], {
  height: vars.size.control.md,
  paddingInlineEnd: vars.space['50'],
  gap: vars.space['50'],
  selectors: {
    '[data-invalid] > &': { borderColor: vars.input.border.invalid },
    '[data-open] > &': { borderColor: vars.input.border.focus },
  },
});

export const dateInput = componentStyle({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = componentStyle({
  // WCAG 2.5.8: each editable part is a target of at least 24px, also in a brand's narrow typeface.
  boxSizing: 'border-box',
  minInlineSize: '24px',
  textAlign: 'center',
  paddingInline: vars.space['25'],
  borderRadius: vars.shape.small,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0, minInlineSize: 0 },
    '&[data-placeholder]': { color: vars.input.placeholder },
    '&[data-focused]': {
      background: vars.color.background.selected.default,
      color: vars.color.text.selected,
    },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { background: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const fill = componentStyle({ flex: 1 });

export const button = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.control.sm,
  height: `calc(${vars.size.control.md} - ${vars.space['100']})`,
  padding: 0,
  border: 0,
  borderRadius: vars.shape.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral.hover, color: vars.color.text.default },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', background: 'transparent' },
  },
});

/* Calendar: shared by Calendar and RangeCalendar. */

export const calendar = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  width: 'max-content',
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
});

export const header = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

export const heading = componentStyle({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'capitalize',
});

export const grid = componentStyle({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const headerCell = componentStyle({
  paddingBlockEnd: vars.space['50'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  textTransform: 'uppercase',
});

export const cell = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  borderRadius: vars.shape.control,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-today]': {
      fontWeight: vars.font.weight.bold,
      boxShadow: `inset 0 0 0 ${vars.size.border.width} ${vars.color.border.default}`,
    },
    '&[data-hovered]': { background: vars.color.background.neutral.hover },
    '&[data-pressed]': { background: vars.color.background.neutral.pressed },
    '&[data-selected]': {
      background: vars.color.background.accent.default,
      color: vars.color.text['on-accent'],
    },
    '&[data-selected][data-invalid]': {
      background: vars.color.background.danger.default,
      color: vars.color.text['on-danger'],
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', background: 'transparent' },
    '&[data-unavailable]': {
      color: vars.color.text.disabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { background: 'Highlight', color: 'HighlightText' },
        '&[data-disabled], &[data-unavailable]': { color: 'GrayText' },
      },
    },
  },
});

export const calendarError = componentStyle({
  fontSize: vars.font.size.sm,
  color: vars.color.text.danger,
  maxWidth: `calc(${vars.size.control.md} * 7)`,
});
