import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

/** The focus ring every interactive element shows for keyboard focus (React Aria's data-focus-visible). */
export const focusRing: StyleRule = {
  outline: `${vars.size['focus-ring'].width} solid ${vars.focus.ring.color}`,
  outlineOffset: vars.size['focus-ring'].offset,
};

export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Media query below the theme's md breakpoint (the mobile layout). */
export const belowMd = '(max-width: 767.98px)';

export const reducedMotion = '(prefers-reduced-motion: reduce)';
