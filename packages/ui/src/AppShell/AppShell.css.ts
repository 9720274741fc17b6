import { componentStyle } from '../theme/layers.css.ts';
import { belowMd, focusRing, visuallyHidden } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

// The safe-area token is 0 in a browser and the platform's inset under <html data-standalone="ios|android">;
// env() covers real devices whose inset is larger than the token's.
const safeAreaInset = vars['safe-area'].inset;
const insetTop = `max(${safeAreaInset}, env(safe-area-inset-top, 0px))`;
const insetBottom = `max(${safeAreaInset}, env(safe-area-inset-bottom, 0px))`;

// Quiet hover and press fills for tertiary buttons on coloured bars: a tint of the bar's own text
// colour, since the default fills are made for light surfaces.
const onBar = (text: string, focus: string) => ({
  color: text,
  vars: {
    [vars.focus.ring.color]: focus,
    [vars.color.text.link.default]: text,
    [vars.color.text.link.hover]: text,
    [vars.button.tertiary.text]: text,
    [vars.button.tertiary.background.hover]: 'color-mix(in srgb, currentColor 12%, transparent)',
    [vars.button.tertiary.background.pressed]: 'color-mix(in srgb, currentColor 20%, transparent)',
  },
});

export const shell = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background.canvas.default,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
});

export const skipLink = componentStyle({
  ...visuallyHidden,
  selectors: {
    '&:focus': {
      zIndex: vars['z-index'].tooltip,
      insetBlockStart: `calc(${insetTop} + ${vars.space['100']})`,
      insetInlineStart: vars.space['100'],
      width: 'auto',
      height: 'auto',
      margin: 0,
      paddingBlock: vars.space['100'],
      paddingInline: vars.space['200'],
      overflow: 'visible',
      clipPath: 'none',
      background: vars.color.background.surface.raised,
      color: vars.color.text.link.default,
      fontWeight: vars.font.weight.semibold,
      borderRadius: vars.shape.small,
      boxShadow: vars.shadow.overlay,
      ...focusRing,
    },
  },
});

// The banner: the top bar and the header bar. It takes the top inset, painted in its first bar's colour.
export const banner = componentStyle({
  paddingBlockStart: insetTop,
  background: vars.header.background,
  selectors: { '&[data-has-top-bar]': { background: vars.topbar.background } },
});

export const container = componentStyle({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  width: '100%',
  maxWidth: vars.size.content['max-width'],
  marginInline: 'auto',
  paddingInline: vars.space['300'],
  '@media': { [belowMd]: { paddingInline: vars.space['200'] } },
});

export const topBar = componentStyle({
  ...onBar(vars.topbar.text, vars.color.border.focus.inverse),
  height: vars.size.topbar.height,
  display: 'flex',
  background: vars.topbar.background,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].tight,
});

export const topBarEnd = componentStyle({ display: 'flex', alignItems: 'center', marginInlineStart: 'auto' });

export const header = componentStyle({
  ...onBar(vars.header.text, vars.color.border.focus.header),
  boxSizing: 'border-box',
  minHeight: vars.header.height,
  display: 'flex',
  background: vars.header.background,
  borderBlockEnd: `${vars.size.border.width} solid ${vars.header.border}`,
});

export const logo = componentStyle({ display: 'flex', alignItems: 'center', flex: 'none' });

export const navigation = componentStyle({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  marginInlineStart: vars.space['400'],
  '@media': { [belowMd]: { display: 'none' } },
});

export const actions = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  marginInlineStart: 'auto',
});

// The menu button replaces the navigation below md.
export const menuButton = componentStyle({
  display: 'none',
  '@media': { [belowMd]: { display: 'flex', alignItems: 'center' } },
});

export const main = componentStyle({
  boxSizing: 'border-box',
  flex: '1 0 auto',
  width: '100%',
  maxWidth: vars.size.content['max-width'],
  marginInline: 'auto',
  paddingBlock: vars.space['500'],
  paddingInline: vars.space['300'],
  // Focused only by the skip link, to move the reading position; it is not a control.
  outline: 'none',
  '@media': { [belowMd]: { paddingBlock: vars.space['300'], paddingInline: vars.space['200'] } },
});

export const footer = componentStyle({
  ...onBar(vars.footer.text, vars.color.border.focus.inverse),
  background: vars.footer.background,
  paddingBlockStart: vars.space['600'],
  paddingBlockEnd: `calc(${vars.space['600']} + ${insetBottom})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].normal,
  '@media': {
    [belowMd]: {
      paddingBlockStart: vars.space['400'],
      paddingBlockEnd: `calc(${vars.space['400']} + ${insetBottom})`,
    },
  },
});

export const footerGrid = componentStyle({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 2fr)',
  alignItems: 'start',
  flex: 1,
  gap: vars.space['400'],
  '@media': { [belowMd]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['300'] } },
});
