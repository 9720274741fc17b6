import { componentStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

export const badge = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['50'],
  maxWidth: '100%',
  minHeight: vars.space['300'],
  paddingInline: vars.space['100'],
  paddingBlock: vars.space['25'],
  verticalAlign: 'middle',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].tight,
  whiteSpace: 'nowrap',
  // Transparent, so it shows only in forced-colours mode, where the fill is dropped.
  border: `${vars.size.border.width} solid transparent`,
  borderRadius: vars.shape.small,
  selectors: {
    '&[data-size="sm"]': {
      minHeight: vars.space['250'],
      paddingInline: vars.space['50'],
      fontSize: vars.font.size.xs,
    },
    '&[data-tone="neutral"]': {
      background: vars.color.background.neutral.default,
      color: vars.color.text.default,
    },
    '&[data-tone="accent"]': {
      background: vars.color.background.accent.subtle,
      color: vars.color.text.accent,
    },
    '&[data-tone="success"]': {
      background: vars.color.background.success.subtle,
      color: vars.color.text.success,
    },
    '&[data-tone="warning"]': {
      background: vars.color.background.warning.subtle,
      color: vars.color.text.warning,
    },
    '&[data-tone="danger"]': {
      background: vars.color.background.danger.subtle,
      color: vars.color.text.danger,
    },
    '&[data-tone="info"]': {
      background: vars.color.background.info.subtle,
      color: vars.color.text.info,
    },
  },
});
