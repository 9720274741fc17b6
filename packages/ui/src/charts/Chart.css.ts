import { componentStyle } from '../theme/layers.css.ts';
import { focusRing, visuallyHidden } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

export const root = componentStyle({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['150'],
  minWidth: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});

/** Holds the canvas, and the loading or empty state over it. */
export const box = componentStyle({
  position: 'relative',
});

/**
 * ECharts draws into this box; its height comes from the `height` prop. It stays while the chart loads
 * (under the placeholder), so the canvas is ready when the data comes.
 */
export const canvas = componentStyle({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  selectors: {
    // Sideways drags and pinches zoom the chart; vertical swipes still scroll the page.
    '&[data-zoom]': { touchAction: 'pan-y' },
    '&[data-covered]': { visibility: 'hidden' },
  },
  '@media': {
    // The canvas keeps its own colours in forced-colours mode; a frame keeps its bounds visible.
    '(forced-colors: active)': { outline: `${vars.size.border.width} solid CanvasText` },
  },
});

/** The empty and loading states take the chart's place, at the chart's height. */
export const placeholder = componentStyle({
  position: 'absolute',
  inset: 0,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['300'],
  textAlign: 'center',
  borderRadius: vars.shape.surface,
  background: vars.color.background.surface.sunken,
  // The sunken fill is faint on some dark themes; the dashed boundary keeps the empty area readable.
  border: `${vars.size.border.width} dashed ${vars.color.border.default}`,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const footer = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

export const description = componentStyle({
  margin: 0,
  flex: '1 1 20ch',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].normal,
});

export const tableScroller = componentStyle({
  // About ten rows; longer data scrolls inside, with the header row kept in view.
  maxHeight: `calc(${vars.size.control.md} * 10)`,
  overflow: 'auto',
  borderRadius: vars.shape.surface,
  border: `${vars.size.border.width} solid ${vars.color.border.default}`,
  background: vars.color.background.surface.default,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size['focus-ring'].width} solid ${vars.focus.ring.color}`,
      outlineOffset: vars.size['focus-ring'].offset,
    },
  },
});

export const table = componentStyle({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
});

// vanilla-extract styles one class per rule (no descendant selectors), so every cell kind has its own.
const cell = {
  paddingBlock: vars.space['100'],
  paddingInline: vars.space['150'],
  borderBlockEnd: `${vars.size.border.width} solid ${vars.color.border.subtle}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
} as const;

export const valueCell = componentStyle(cell);

export const rowHeader = componentStyle({
  ...cell,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
});

/** Column headers stay in view while the table scrolls. */
export const columnHeader = componentStyle({
  ...cell,
  position: 'sticky',
  insetBlockStart: 0,
  background: vars.color.background.surface.default,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:first-child': { textAlign: 'start' } },
});

export const caption = componentStyle(visuallyHidden);

/** The legend: one toggle per drawn series, above the canvas (ECharts' own legend is not focusable). */
export const legend = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['50'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legendItem = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['100'],
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['100'],
  border: 0,
  borderRadius: vars.shape.small,
  background: 'transparent',
  color: vars.color.text.default,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background.surface.sunken },
    // Hidden series: struck through, so the state does not rest on colour alone.
    '&:not([data-selected])': { color: vars.color.text.muted, textDecoration: 'line-through' },
    '&[data-focus-visible]': focusRing,
  },
});

const swatch = {
  flex: 'none',
  // The series' own colour, also in forced-colours mode, where the canvas keeps it too.
  forcedColorAdjust: 'none',
} as const;

/** A line series: a short stroke, dashed for an estimated part. */
export const lineSwatch = componentStyle({
  ...swatch,
  width: vars.space['300'],
  borderBlockStart: '3px solid currentColor',
  selectors: { '&[data-dashed]': { borderBlockStartStyle: 'dashed' } },
});

/** A bar series: a small square. */
export const barSwatch = componentStyle({
  ...swatch,
  width: '0.75em',
  height: '0.75em',
  borderRadius: 2,
  background: 'currentColor',
});
