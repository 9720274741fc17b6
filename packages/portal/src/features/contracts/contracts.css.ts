import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';
import { belowMdQuery } from '../../app/breakpoints.ts';

const line = `${vars.size.border.width} solid ${vars.color.border.subtle}`;

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space['300'],
});

/** A place of supply: its address, then its contracts side by side where there is room. */
export const placeTitle = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.heading,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space['300'],
  alignItems: 'start',
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['100'],
});

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['200'],
});

export const detailGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  gap: vars.space['400'],
  '@media': { '(max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  paddingBlockEnd: vars.space['100'],
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const th = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  padding: vars.space['100'],
  borderBlockEnd: line,
});

export const td = style({ padding: vars.space['100'], borderBlockEnd: line });

/** A figure with words ("€12.30 cheaper") may wrap on a phone, rather than squeeze the names. */
export const wrapOnPhone = style({ '@media': { [belowMdQuery]: { whiteSpace: 'normal' } } });

export const rowHeader = style({ fontWeight: 'inherit', textAlign: 'start' });

export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' });

/** A phone shows fewer columns: the price before VAT is left to the wide screens. */
export const hideOnPhone = style({ '@media': { [belowMdQuery]: { display: 'none' } } });

/** Pages of one task (a form, a signing, a confirmation) keep to a readable width. */
export const narrowPage = style({ display: 'grid', gap: vars.space['400'], maxInlineSize: '44rem' });

/** The four digits the signer compares with their phone's. */
export const verificationCode = style({
  margin: 0,
  fontSize: vars.font.size['4xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.heading,
});

export const componentList = style({
  margin: 0,
  paddingInlineStart: vars.space['250'],
  fontSize: vars.font.size.sm,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: vars.space['300'],
  '@media': { [belowMdQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const minorTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.heading,
});

export const cheaper = style({ color: vars.color.text.success, fontWeight: vars.font.weight.semibold });

/** The lines of a product's description in a choice card. */
export const fact = style({ display: 'block' });

export const factMain = style({
  display: 'block',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.heading,
});
