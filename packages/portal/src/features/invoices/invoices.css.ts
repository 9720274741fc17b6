import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';

const plain = { margin: 0, padding: 0, listStyle: 'none' } as const;
const phone = '(max-width: 767.98px)';
const line = `${vars.size.border.width} solid ${vars.color.border.subtle}`;

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space['300'],
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space['300'],
});

export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const listBlock = style({ display: 'grid', gap: vars.space['300'] });

export const list = style({ ...plain, display: 'grid' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space['200'],
  paddingBlock: vars.space['200'],
  borderBlockEnd: line,
  '@media': {
    [phone]: { gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: vars.space['100'] },
  },
});

const cell = { display: 'grid', gap: vars.space['50'], minInlineSize: 0 } as const;

export const rowMain = style(cell);

export const rowState = style({
  ...cell,
  justifyItems: 'start',
  '@media': { [phone]: { gridRow: 2, gridColumn: '1 / -1' } },
});

export const rowAmount = style({ ...cell, justifyItems: 'end', textAlign: 'end' });

export const amount = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.heading,
});

export const listFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['200'] });

export const detailGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  gap: vars.space['400'],
  '@media': { '(max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const copyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['100'],
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' });

export const linesTable = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${linesTable} caption`, {
  textAlign: 'start',
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const th = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBlock: vars.space['100'],
  paddingInline: vars.space['100'],
  borderBlockEnd: line,
});

export const td = style({
  paddingBlock: vars.space['100'],
  paddingInline: vars.space['100'],
  borderBlockEnd: line,
});

export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const groupRow = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.heading,
  paddingBlockStart: vars.space['300'],
});

export const totalRow = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.heading });

/** A phone shows the lines as a list: a table five columns wide does not fit. */
export const hideOnPhone = style({ '@media': { [phone]: { display: 'none' } } });

export const stagePage = style({ display: 'grid', gap: vars.space['400'], maxInlineSize: '40rem' });

export const rowHeader = style({ fontWeight: 'inherit', textAlign: 'start' });
