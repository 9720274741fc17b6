import { componentStyle } from '../theme/layers.css.ts';
import { belowMd, focusRing } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

/* Text uses text.<tone> on background.<tone>.subtle: the pair the token build guarantees (AA). */
export const alert = componentStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['150'],
  padding: vars.space['200'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].normal,
  borderRadius: vars.shape.surface,
  // The leading stripe carries the tone; the thin border keeps the box in forced-colours mode.
  border: `${vars.size.border.width} solid transparent`,
  borderInlineStartWidth: vars.space['50'],
  selectors: {
    '&[data-tone="info"]': {
      background: vars.color.background.info.subtle,
      color: vars.color.text.info,
      borderInlineStartColor: vars.color.text.info,
    },
    '&[data-tone="success"]': {
      background: vars.color.background.success.subtle,
      color: vars.color.text.success,
      borderInlineStartColor: vars.color.text.success,
    },
    '&[data-tone="warning"]': {
      background: vars.color.background.warning.subtle,
      color: vars.color.text.warning,
      borderInlineStartColor: vars.color.text.warning,
    },
    '&[data-tone="danger"]': {
      background: vars.color.background.danger.subtle,
      color: vars.color.text.danger,
      borderInlineStartColor: vars.color.text.danger,
    },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const icon = componentStyle({ display: 'flex', flex: 'none', paddingBlockStart: vars.space['25'] });

export const main = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['100']} ${vars.space['200']}`,
  flex: 1,
  minWidth: 0,
});

export const text = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['25'],
  flex: '1 1 16rem',
  minWidth: 0,
});

export const title = componentStyle({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].snug,
});

export const description = componentStyle({ margin: 0 });

export const action = componentStyle({
  flex: 'none',
  '@media': { [belowMd]: { flexBasis: '100%' } },
});

export const dismissButton = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  marginBlock: `calc(-1 * ${vars.space['50']})`,
  padding: 0,
  border: `${vars.size.border.width} solid transparent`,
  borderRadius: vars.shape.control,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    // text.<tone> is also guaranteed on surfaces, so the hover fill keeps the icon readable.
    '&[data-hovered]': { background: vars.color.background.surface.default },
    '&[data-pressed]': { background: vars.color.background.surface.sunken },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { '(forced-colors: active)': { borderColor: 'ButtonBorder', color: 'ButtonText' } },
});
