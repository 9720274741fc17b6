import { keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { reducedMotion, visuallyHidden } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const spinner = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['100'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

/* icon.accent is guaranteed 3:1 on surfaces; the faint track only hints at the circle. */
export const ring = componentStyle({
  flex: 'none',
  boxSizing: 'border-box',
  width: vars.space['300'],
  height: vars.space['300'],
  borderRadius: '50%',
  border: `${vars.space['25']} solid ${vars.color.border.subtle}`,
  borderTopColor: vars.color.icon.accent,
  animation: `${spin} 0.8s linear infinite`,
  selectors: {
    [`${spinner}[data-size="sm"] &`]: { width: vars.space['200'], height: vars.space['200'] },
    [`${spinner}[data-size="lg"] &`]: {
      width: vars.space['500'],
      height: vars.space['500'],
      borderWidth: vars.space['50'],
    },
  },
  '@media': {
    // No rotation under reduced motion: a gentle pulse still says "busy".
    [reducedMotion]: { animation: `${pulse} 2s ease-in-out infinite` },
    '(forced-colors: active)': { borderColor: 'GrayText', borderTopColor: 'CanvasText' },
  },
});

export const label = componentStyle({
  selectors: { [`${spinner}:not([data-show-label]) &`]: visuallyHidden },
});
