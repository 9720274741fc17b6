import { componentStyle } from '../theme/layers.css.ts';
import { belowMd } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

export const list = componentStyle({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space['400'],
  rowGap: vars.space['200'],
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].normal,
  color: vars.color.text.default,
  selectors: {
    '&[data-columns="2"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  '@media': {
    [belowMd]: {
      selectors: { '&[data-columns="2"]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
    },
  },
});

export const item = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['25'],
  minWidth: 0,
  selectors: {
    '&[data-full-width]': { gridColumn: '1 / -1' },
    '[data-direction="inline"] > &': {
      display: 'grid',
      gridTemplateColumns: 'minmax(8em, 1fr) 2fr',
      columnGap: vars.space['200'],
      alignItems: 'baseline',
    },
  },
  '@media': {
    [belowMd]: {
      selectors: { '[data-direction="inline"] > &': { display: 'flex' } },
    },
  },
});

export const term = componentStyle({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});

export const description = componentStyle({
  margin: 0,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
