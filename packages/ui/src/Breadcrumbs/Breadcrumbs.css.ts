import { componentStyle } from '../theme/layers.css.ts';
import { focusRing } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

export const nav = componentStyle({
  minWidth: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].snug,
});

export const list = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space['50'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
});

export const link = componentStyle({
  borderRadius: vars.shape.small,
  color: vars.color.text.link.default,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.link.hover, textDecorationThickness: '0.125em' },
    '&[data-focus-visible]': focusRing,
    // The current page: plain text, not a link look.
    '&[aria-current="page"]': {
      color: vars.color.text.default,
      fontWeight: vars.font.weight.semibold,
      textDecoration: 'none',
      cursor: 'default',
    },
  },
});

export const separator = componentStyle({
  display: 'inline-flex',
  marginInline: vars.space['50'],
  color: vars.color.icon.muted,
  selectors: {
    // Chevrons point the reading direction.
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});
