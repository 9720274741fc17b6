import { componentStyle } from '../theme/layers.css.ts';
import { belowMd } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

export const card = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  minWidth: 0,
  padding: vars.space['300'],
  background: vars.card.background,
  color: vars.color.text.default,
  border: `${vars.size.border.width} solid ${vars.card.border}`,
  borderRadius: vars.card.radius,
  boxShadow: vars.card.shadow,
  fontFamily: vars.font.family.body,
  '@media': { [belowMd]: { padding: vars.space['200'] } },
});

const paragraph = { margin: 0 } as const;

export const label = componentStyle({
  ...paragraph,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.muted,
});

export const figure = componentStyle({
  ...paragraph,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space['50'],
  color: vars.color.text.heading,
  lineHeight: vars.font['line-height'].tight,
});

export const value = componentStyle({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.heading,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [belowMd]: { fontSize: vars.font.size['2xl'] } },
});

export const unit = componentStyle({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.muted,
});

export const trend = componentStyle({
  ...paragraph,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['50'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].snug,
  selectors: {
    '&[data-tone="good"]': { color: vars.color.text.success },
    '&[data-tone="bad"]': { color: vars.color.text.danger },
    '&[data-tone="neutral"]': { color: vars.color.text.muted },
  },
});

export const footnote = componentStyle({
  ...paragraph,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.muted,
});
