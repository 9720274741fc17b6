import { keyframes, type StyleRule } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { belowMd, focusRing, reducedMotion, visuallyHidden } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

/*
 * Below md every row becomes a card. The table keeps explicit roles, so its semantics survive the
 * display change; the header row stays in the accessibility tree, only hidden from view, and each cell
 * shows its column's name from data-label.
 */
const inCards = (rule: StyleRule): StyleRule => ({
  '@media': { [belowMd]: { selectors: { '[data-collapse] &': rule } } },
});

const forcedColors = '(forced-colors: active)';
const line = (color: string) => `${vars.size.border.width} solid ${color}`;

export const container = componentStyle({
  minWidth: 0,
  overflowX: 'auto',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.default,
  ...inCards({ overflowX: 'visible' }),
});

export const table = componentStyle({
  ...inCards({ display: 'block' }),
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const caption = componentStyle({
  ...inCards({ display: 'block' }),
  paddingBlockEnd: vars.space['150'],
  textAlign: 'start',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const header = componentStyle(inCards(visuallyHidden));

/** Only in the card layout: the header's name, read in place of its hidden sort button. */
export const cardsOnly = componentStyle({ display: 'none', ...inCards({ display: 'inline' }) });

/** Only in the table layout: controls that would be invisible, yet focusable, in the hidden header. */
export const wideOnly = componentStyle(inCards({ display: 'none' }));

export const hidden = componentStyle(visuallyHidden);

export const column = componentStyle({
  paddingBlock: vars.space['150'],
  paddingInline: vars.space['200'],
  borderBlockEnd: line(vars.color.border.default),
  textAlign: 'start',
  verticalAlign: 'middle',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-numeric]': { textAlign: 'end' },
    '&[data-sorted]': { color: vars.color.text.default },
  },
});

export const sortButton = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['50'],
  minHeight: vars.space['300'],
  // The text lines up with the cells below; the padding only widens what can be pressed.
  marginInline: `calc(-1 * ${vars.space['50']})`,
  paddingBlock: 0,
  paddingInline: vars.space['50'],
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 'none',
  borderRadius: vars.shape.small,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { color: vars.color.text.default, background: vars.color.background.neutral.hover },
    '&:focus-visible': focusRing,
    '[data-numeric] > &': { flexDirection: 'row-reverse' },
  },
  // Invisible in the hidden header, yet focusable: the controls above the cards take its place.
  ...inCards({ display: 'none' }),
});

export const sortIcon = componentStyle({
  display: 'inline-flex',
  color: vars.color.icon.muted,
  selectors: { '[data-sorted] &': { color: vars.color.icon.accent } },
});

export const selectionColumn = componentStyle({ width: vars.size.control.md });

export const body = componentStyle(inCards({ display: 'block' }));

export const row = componentStyle({
  selectors: {
    '&:hover': { background: vars.color.background.neutral.hover },
    '&[data-selected]': { background: vars.color.background.selected.default },
  },
  '@media': {
    [belowMd]: {
      selectors: {
        // Each card: the row. The selection box and the row header share its first line.
        '[data-collapse] &': {
          display: 'flex',
          flexWrap: 'wrap',
          marginBlockEnd: vars.space['150'],
          paddingBlock: vars.space['100'],
          paddingInline: vars.space['200'],
          background: vars.card.background,
          border: line(vars.card.border),
          borderRadius: vars.card.radius,
          boxShadow: vars.card.shadow,
        },
        '[data-collapse] &:hover': { background: vars.color.background.neutral.hover },
        '[data-collapse] &[data-selected]': {
          background: vars.color.background.selected.default,
          borderColor: vars.color.border.accent,
        },
      },
    },
    // A Highlight background would leave the cells' text on backplates: selection shows as a frame.
    [forcedColors]: {
      selectors: {
        '&[data-selected]': {
          background: 'Canvas',
          outline: `calc(2 * ${vars.size.border.width}) solid Highlight`,
          outlineOffset: `calc(-2 * ${vars.size.border.width})`,
        },
        '[data-collapse] &[data-selected]': { background: 'Canvas', borderColor: 'Highlight' },
      },
    },
  },
});

export const cell = componentStyle({
  paddingBlock: vars.space['150'],
  paddingInline: vars.space['200'],
  borderBlockEnd: line(vars.color.border.subtle),
  textAlign: 'start',
  verticalAlign: 'middle',
  fontWeight: vars.font.weight.regular,
  selectors: {
    '&[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  },
  '@media': {
    [belowMd]: {
      selectors: {
        // Each line of a card: the column's name, then the value at the end.
        '[data-collapse] &': {
          display: 'flex',
          flexBasis: '100%',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: vars.space['200'],
          paddingBlock: vars.space['50'],
          paddingInline: 0,
          border: 'none',
          textAlign: 'end',
        },
        // The header already names the value for assistive tech: the label is for the eye only.
        '[data-collapse] &[data-label]::before': {
          content: ['attr(data-label)', 'attr(data-label) / ""'],
          flex: 'none',
          maxWidth: '50%',
          textAlign: 'start',
          fontSize: vars.font.size.sm,
          color: vars.color.text.muted,
        },
      },
    },
  },
});

/** The row header: the card's title. */
export const rowHeader = componentStyle({
  fontWeight: vars.font.weight.semibold,
  '@media': {
    [belowMd]: {
      selectors: {
        '[data-collapse] &': {
          order: -1,
          flex: '1 1 0',
          minWidth: 0,
          paddingBlock: vars.space['100'],
          marginBlockEnd: vars.space['50'],
          borderBlockEnd: line(vars.color.border.subtle),
          textAlign: 'start',
          fontSize: vars.font.size.lg,
        },
      },
    },
  },
});

export const selectionCell = componentStyle({
  width: vars.size.control.md,
  '@media': {
    [belowMd]: {
      selectors: {
        '[data-collapse] &': {
          order: -2,
          flex: 'none',
          alignItems: 'center',
          width: 'auto',
          paddingBlock: vars.space['100'],
          paddingInlineEnd: vars.space['150'],
          marginBlockEnd: vars.space['50'],
          borderBlockEnd: line(vars.color.border.subtle),
        },
      },
    },
  },
});

export const stateRow = componentStyle(inCards({ display: 'block' }));

export const stateCell = componentStyle({
  padding: 0,
  borderBlockEnd: line(vars.color.border.subtle),
  ...inCards({ display: 'block', border: 'none' }),
});

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

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

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

/** The controls above the cards: hidden while the header row is there to use. */
export const cardControls = componentStyle({
  display: 'none',
  ...inCards({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['200'],
    marginBlockEnd: vars.space['150'],
  }),
});

export const sortField = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  marginInlineStart: 'auto',
});

export const sortLabel = componentStyle({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.default,
});

export const sortSelectFrame = componentStyle({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
});

export const sortSelect = componentStyle({
  appearance: 'none',
  boxSizing: 'border-box',
  minHeight: vars.size.control.sm,
  margin: 0,
  paddingInlineStart: vars.space['150'],
  // Room for the chevron drawn over the end of the box.
  paddingInlineEnd: vars.space['400'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.input.text,
  background: vars.input.background.default,
  border: line(vars.input.border.default),
  borderRadius: vars.input.radius,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.input.border.hover },
    '&:focus-visible': { borderColor: vars.input.border.focus, ...focusRing },
  },
  '@media': { [forcedColors]: { borderColor: 'FieldText' } },
});

export const sortSelectIcon = componentStyle({
  position: 'absolute',
  insetInlineEnd: vars.space['100'],
  display: 'inline-flex',
  color: vars.color.icon.muted,
  pointerEvents: 'none',
});

export const field = componentStyle({ display: 'inline-flex', verticalAlign: 'middle' });
