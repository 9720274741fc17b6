import { componentStyle, composedStyle } from '../theme/layers.css.ts';
import {
  overlayArrow,
  overlayArrowShape,
  overlayBorderColor,
  overlayDistance,
  overlaySurface,
} from '../styles/overlay.css.ts';
import { vars } from '../theme/vars.css.ts';

export const popover = composedStyle([overlaySurface], {
  vars: { [overlayDistance]: vars.space['50'], [overlayBorderColor]: vars.color.border.subtle },
  maxWidth: `calc(100vw - ${vars.space['400']})`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].normal,
  borderRadius: vars.shape.surface,
  zIndex: vars['z-index'].popover,
  outline: 'none',
});

export const arrow = overlayArrow;
export const arrowShape = overlayArrowShape;

export const dialog = componentStyle({
  padding: vars.space['200'],
  outline: 'none',
  maxHeight: 'inherit',
  boxSizing: 'border-box',
  overflow: 'auto',
});
