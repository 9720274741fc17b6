import { componentStyle } from '../theme/layers.css.ts';
import { belowMd } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

export const emptyState = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['150'],
  paddingBlock: vars.space['600'],
  paddingInline: vars.space['300'],
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  '@media': { [belowMd]: { paddingBlock: vars.space['400'], paddingInline: vars.space['200'] } },
});

/* text.accent on accent.subtle is a guaranteed pair, so the icon reads in every brand. */
export const icon = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['600'],
  height: vars.space['600'],
  marginBlockEnd: vars.space['50'],
  borderRadius: '50%',
  background: vars.color.background.accent.subtle,
  color: vars.color.text.accent,
  '@media': { '(forced-colors: active)': { border: `${vars.size.border.width} solid CanvasText` } },
});

export const title = componentStyle({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.heading,
});

export const description = componentStyle({
  margin: 0,
  maxWidth: '40ch',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].normal,
  color: vars.color.text.muted,
});

export const action = componentStyle({ marginBlockStart: vars.space['100'] });
