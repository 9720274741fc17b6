import { style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';

export const pageHeader = style({ display: 'grid', gap: vars.space['100'] });

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['300'],
});

/** The pickers: the usage point takes the most room; one column on phones. */
export const fields = style({
  display: 'grid',
  gap: vars.space['300'],
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  '@media': { '(max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Buttons that change the view in place, bottoms aligned with the labelled date field. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['300'],
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['200'],
  minInlineSize: 0,
});

export const chartBlock = style({ display: 'grid', gap: vars.space['200'], minInlineSize: 0 });

export const chartHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
});

export const chartTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  color: vars.color.text.heading,
});

/** The second line of a usage point option: the utility and the point's code. */
export const optionDetail = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
  // On the highlighted option's accent background, muted text would lose its contrast.
  selectors: { '[role="option"][data-focused] &, [role="option"][data-selected] &': { color: 'inherit' } },
});
