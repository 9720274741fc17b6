import { keyframes, type StyleRule } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { belowMd, focusRing, reducedMotion, visuallyHidden } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

/*
 * Below md every row becomes a card. React Aria puts explicit roles on every element, so the grid
 * semantics survive the display change; the header row stays in the accessibility tree, only hidden
 * from view, and each cell shows its column's name from data-label.
 */
const inCards = (rule: StyleRule): StyleRule => ({
  '@media': { [belowMd]: { selectors: { '[data-collapse] &': rule } } },
});

const line = (color: string) => `${vars.size.border.width} solid ${color}`;
// Inside cells, so the grid's overflow never clips the ring.
const insideFocusRing = { ...focusRing, outlineOffset: `calc(-1 * ${vars.size['focus-ring'].width})` };

export const container = componentStyle({
  minWidth: 0,
  overflowX: 'auto',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.default,
});

export const table = componentStyle({
  ...inCards({ display: 'block' }),
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': insideFocusRing },
});

export const header = componentStyle(inCards(visuallyHidden));

export const column = componentStyle({
  paddingBlock: vars.space['150'],
  paddingInline: vars.space['200'],
  borderBlockEnd: line(vars.color.border.default),
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-numeric]': { textAlign: 'end' },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered], &[data-sort-direction]': { color: vars.color.text.default },
    '&[data-focus-visible]': insideFocusRing,
  },
});

export const columnContent = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['50'],
  selectors: { '[data-numeric] > &': { flexDirection: 'row-reverse' } },
});

export const sortIcon = componentStyle({
  display: 'inline-flex',
  color: vars.color.icon.muted,
  selectors: { '[data-sort-direction] &': { color: vars.color.icon.accent } },
});

export const selectionColumn = componentStyle({ width: vars.size.control.md });

export const body = componentStyle(inCards({ display: 'block' }));

export const row = componentStyle({
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral.hover },
    '&[data-selected]': { background: vars.color.background.selected.default },
    '&[data-focus-visible]': insideFocusRing,
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

export const cell = componentStyle({
  paddingBlock: vars.space['150'],
  paddingInline: vars.space['200'],
  borderBlockEnd: line(vars.color.border.subtle),
  textAlign: 'start',
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    '&[data-row-header]': { fontWeight: vars.font.weight.semibold },
    '&[data-focus-visible]': insideFocusRing,
  },
});

export const selectionCell = componentStyle({ width: vars.size.control.md });

export const checkboxField = componentStyle({ display: 'inline-flex' });

export const checkbox = componentStyle({
  display: 'inline-flex',
  cursor: 'pointer',
  borderRadius: vars.shape.small,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const checkboxBox = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['250'],
  height: vars.space['250'],
  border: `calc(2 * ${vars.size.border.width}) solid ${vars.color.border.default}`,
  borderRadius: vars.shape.small,
  background: vars.color.background.input.default,
  color: 'transparent',
  selectors: {
    '[data-selected] > &, [data-indeterminate] > &': {
      background: vars.color.background.accent.default,
      borderColor: vars.color.background.accent.default,
      color: vars.color.icon['on-accent'],
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '[data-selected] > &, [data-indeterminate] > &': { background: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});

// The header checkbox is "some selected" (a dash) or "all selected" (a tick).
export const checkMark = componentStyle({
  display: 'none',
  selectors: { '[data-selected]:not([data-indeterminate]) > * > &': { display: 'inline-flex' } },
});

export const indeterminateMark = componentStyle({
  display: 'none',
  selectors: { '[data-indeterminate] > * > &': { display: 'inline-flex' } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const state = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['150'],
  minHeight: vars.space['1000'],
  padding: vars.space['300'],
  color: vars.color.text.muted,
  textAlign: 'center',
});

export const spinner = componentStyle({
  width: vars.space['250'],
  height: vars.space['250'],
  flex: 'none',
  borderRadius: '50%',
  border: `calc(2 * ${vars.size.border.width}) solid ${vars.color.border.accent}`,
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [reducedMotion]: { animationDuration: '2.4s' } },
});

// Each card: the row.
export const rowCard = componentStyle({
  '@media': {
    [belowMd]: {
      selectors: {
        '[data-collapse] &': {
          display: 'block',
          marginBlockEnd: vars.space['150'],
          paddingBlock: vars.space['100'],
          paddingInline: vars.space['200'],
          background: vars.card.background,
          border: line(vars.card.border),
          borderRadius: vars.card.radius,
          boxShadow: vars.card.shadow,
        },
        '[data-collapse] &[data-hovered]': { background: vars.color.background.neutral.hover },
        '[data-collapse] &[data-selected]': {
          background: vars.color.background.selected.default,
          borderColor: vars.color.border.accent,
        },
      },
    },
  },
});

// Each line of a card: the column's name, then the value at the end.
export const cellCard = componentStyle({
  '@media': {
    [belowMd]: {
      selectors: {
        '[data-collapse] &': {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: vars.space['200'],
          paddingBlock: vars.space['50'],
          paddingInline: 0,
          border: 'none',
          textAlign: 'end',
        },
        '[data-collapse] &::before': {
          content: 'attr(data-label)',
          flex: 'none',
          maxWidth: '50%',
          textAlign: 'start',
          fontSize: vars.font.size.sm,
          fontWeight: vars.font.weight.regular,
          color: vars.color.text.muted,
        },
        // The row header is the card's title, with no label.
        '[data-collapse] &[data-row-header]': {
          paddingBlock: vars.space['100'],
          marginBlockEnd: vars.space['50'],
          borderBlockEnd: line(vars.color.border.subtle),
          textAlign: 'start',
          fontSize: vars.font.size.lg,
        },
        '[data-collapse] &[data-row-header]::before, [data-collapse] &:not([data-label])::before': {
          content: 'none',
        },
      },
    },
  },
});
