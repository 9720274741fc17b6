import { style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/theme';
import { belowMdQuery } from '../../app/breakpoints.ts';

const narrow = '(max-width: 1023.98px)';

export const tabList = style({ marginBlockEnd: vars.space['400'] });

/** A form's sections: a heading and its fields, apart from the next. */
export const section = style({
  display: 'grid',
  gap: vars.space['300'],
  maxWidth: '40rem',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['200'] });

export const muted = style({ color: vars.color.text.muted, margin: 0 });

/**
 * One editable row of a list (a contact): its fields side by side where there is room, their labels on
 * one line; the checkbox and the remove button sit level with the inputs, below the labels.
 */
export const row = style({
  display: 'grid',
  gap: vars.space['300'],
  gridTemplateColumns: 'minmax(9rem, 12rem) minmax(14rem, 2fr) minmax(10rem, 1.5fr) auto auto',
  alignItems: 'start',
  paddingBlock: vars.space['300'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [belowMdQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** Below a field's label, level with its input. */
export const besideInputs = style({
  paddingBlockStart: '1.9rem',
  '@media': { [narrow]: { paddingBlockStart: 0 } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['200'],
});

export const changeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, auto) 1fr',
  gap: vars.space['300'],
  paddingBlock: vars.space['100'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const changeTime = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text.muted });

/** Two short fields side by side (postal code and town) where there is room. */
export const pair = style({
  display: 'grid',
  gap: vars.space['300'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'start',
});

export const accountRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['300'],
  paddingBlock: vars.space['200'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const accountText = style({ display: 'grid', gap: vars.space['50'], minInlineSize: 0 });

export const iban = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

/** Phones: the sections, one per row, each a link across the row. */
export const sectionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const sectionLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['300'],
  inlineSize: '100%',
  paddingBlock: vars.space['300'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textDecorationLine: 'none',
  color: 'inherit',
});

export const sectionText = style({ display: 'grid', gap: vars.space['50'], minInlineSize: 0 });

export const sectionName = style({ fontWeight: vars.font.weight.semibold });
