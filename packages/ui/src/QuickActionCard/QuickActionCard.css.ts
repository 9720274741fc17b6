import { componentStyle } from '../theme/layers.css.ts';
import { belowMd, focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const ease = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const card = componentStyle({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['200'],
  minWidth: 0,
  padding: vars.space['300'],
  background: vars.card.background,
  color: vars.color.text.default,
  border: `${vars.size.border.width} solid ${vars.card.border}`,
  borderRadius: vars.card.radius,
  boxShadow: vars.card.shadow,
  fontFamily: vars.font.family.body,
  cursor: 'pointer',
  transition: `box-shadow ${ease}, border-color ${ease}, transform ${ease}`,
  selectors: {
    // The link stretches over the card, so its hover and press are the card's.
    '&:has([data-hovered])': {
      borderColor: vars.color.border.accent,
      boxShadow: vars.shadow.overlay,
      transform: `translateY(calc(-1 * ${vars.space['25']}))`,
    },
    '&:has([data-pressed])': { boxShadow: vars.card.shadow, transform: 'none' },
  },
  '@media': {
    [belowMd]: { padding: vars.space['200'], alignItems: 'center' },
    [reducedMotion]: {
      transition: 'none',
      selectors: { '&:has([data-hovered])': { transform: 'none' } },
    },
  },
});

export const icon = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  borderRadius: vars.shape.control,
  background: vars.color.background.accent.subtle,
  color: vars.color.text.accent,
});

export const text = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['50'],
  flex: '1 1 auto',
  minWidth: 0,
  // Long words (Finnish compounds) wrap inside a narrow card instead of spilling out of it.
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const link = componentStyle({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.heading,
  lineHeight: vars.font['line-height'].snug,
  color: vars.color.text.heading,
  textDecoration: 'none',
  outline: 'none',
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

export const description = componentStyle({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].normal,
  color: vars.color.text.muted,
});

export const chevron = componentStyle({
  display: 'inline-flex',
  alignSelf: 'center',
  color: vars.color.icon.muted,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
