import { style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';

const belowMd = '(max-width: 767.98px)';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 28rem)',
  alignItems: 'stretch',
  gap: vars.space['500'],
  '@media': { [belowMd]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['300'] } },
});

/** Decoration only: the brand's sign-in art fills the column beside the card. */
export const art = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: '24rem',
  objectFit: 'cover',
  borderRadius: vars.shape.surface,
  '@media': { [belowMd]: { minBlockSize: 0, blockSize: '7rem' } },
});

export const card = style({
  alignSelf: 'center',
  padding: vars.space['500'],
  backgroundColor: vars.card.background,
  color: vars.color.text.default,
  border: `${vars.size.border.width} solid ${vars.card.border}`,
  borderRadius: vars.card.radius,
  boxShadow: vars.card.shadow,
  '@media': { [belowMd]: { padding: vars.space['300'] } },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font['line-height'].tight,
  color: vars.color.text.heading,
});

export const lead = style({ margin: 0, color: vars.color.text.muted });

export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderBlockStart: `${vars.size.border.width} solid ${vars.color.border.default}`,
    },
  },
});
