import { componentStyle } from '../theme/layers.css.ts';
import { belowMd, focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const padding = vars.space['300'];
const paddingMobile = vars.space['200'];

export const card = componentStyle({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.card.background,
  color: vars.color.text.default,
  border: `${vars.size.border.width} solid ${vars.card.border}`,
  borderRadius: vars.card.radius,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].normal,
  transition: `box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-variant="raised"]': { boxShadow: vars.card.shadow },
    '&[data-variant="outlined"]': { borderColor: vars.color.border.default },
    // The link's hover and press show on the whole card, since the whole card is its target.
    '&[data-interactive]:has([data-hovered])': {
      borderColor: vars.color.border.accent,
      boxShadow: vars.shadow.overlay,
    },
    '&[data-interactive]:has([data-pressed])': { boxShadow: vars.card.shadow },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
  },
});

export const header = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['150'],
  paddingInline: padding,
  paddingBlockStart: padding,
  selectors: { '&:last-child': { paddingBlockEnd: padding } },
  '@media': { [belowMd]: { paddingInline: paddingMobile, paddingBlockStart: paddingMobile } },
});

export const title = componentStyle({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.heading,
});

export const link = componentStyle({
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  // Stretches the link's target over the whole card; the card is position: relative.
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.card.radius,
  },
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&[data-focus-visible]::after': focusRing,
  },
});

// Above the stretched link, so the actions stay clickable on their own.
export const actions = componentStyle({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
});

export const body = componentStyle({
  flex: '1 1 auto',
  padding,
  selectors: { [`${header} + &`]: { paddingBlockStart: vars.space['150'] } },
  '@media': { [belowMd]: { padding: paddingMobile } },
});

export const footer = componentStyle({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['150'],
  paddingInline: padding,
  paddingBlock: vars.space['200'],
  borderBlockStart: `${vars.size.border.width} solid ${vars.color.border.subtle}`,
  selectors: {
    [`${header} + &`]: { marginBlockStart: padding },
  },
  '@media': { [belowMd]: { paddingInline: paddingMobile } },
});
