import { style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';

const plain = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const locations = style({ ...plain, display: 'grid', gap: vars.space['300'] });

export const location = style({ display: 'grid', gap: vars.space['100'] });

export const locationTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.heading,
});

export const points = style({ ...plain, display: 'grid', gap: vars.space['100'] });

export const point = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space['200'],
  paddingBlock: vars.space['100'],
  borderBlockStart: `${vars.size.border.width} solid ${vars.color.border.subtle}`,
});

export const pointIcon = style({ display: 'flex', color: vars.color.icon.accent });

export const pointText = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['200'],
  rowGap: vars.space['50'],
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** The count of a client's places and the link to find any of them, under the first few. */
export const more = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['200'],
  rowGap: vars.space['100'],
});
