import { componentStyle } from '../theme/layers.css.ts';
import { reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

export const meter = componentStyle({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"label value" "track track" "description description"',
  alignItems: 'baseline',
  columnGap: vars.space['200'],
  rowGap: vars.space['100'],
  width: '100%',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.default,
});

export const label = componentStyle({ gridArea: 'label', fontWeight: vars.font.weight.medium });

export const value = componentStyle({
  gridArea: 'value',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const description = componentStyle({ gridArea: 'description', color: vars.color.text.muted });

export const track = componentStyle({
  gridArea: 'track',
  position: 'relative',
  overflow: 'hidden',
  height: vars.space['150'],
  borderRadius: vars.shape.small,
  background: vars.color.background.neutral.default,
  '@media': {
    '(forced-colors: active)': { border: `${vars.size.border.width} solid CanvasText` },
  },
});

/* Fill colours are the ones the token build guarantees at 3:1 on surfaces (UI boundaries). */
export const fill = componentStyle({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: 'inherit',
  transition: `width ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: {
    [`${meter}[data-tone="accent"] &`]: { background: vars.color.border.accent },
    [`${meter}[data-tone="success"] &`]: { background: vars.color.icon.success },
    [`${meter}[data-tone="warning"] &`]: { background: vars.color.icon.warning },
    [`${meter}[data-tone="danger"] &`]: { background: vars.color.icon.danger },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': { forcedColorAdjust: 'none', background: 'Highlight' },
  },
});
