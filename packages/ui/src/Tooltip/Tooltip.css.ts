import { composedStyle } from '../theme/layers.css.ts';
import {
  overlayArrow,
  overlayArrowShape,
  overlayBorderColor,
  overlayDistance,
  overlaySurface,
} from '../styles/overlay.css.ts';
import { vars } from '../theme/vars.css.ts';

// The same raised surface as Popover (a pair the contrast build guarantees), smaller and tighter.
export const tooltip = composedStyle([overlaySurface], {
  vars: { [overlayDistance]: vars.space['25'], [overlayBorderColor]: vars.color.border.default },
  maxWidth: `min(calc(100vw - ${vars.space['400']}), calc(${vars.size.control.md} * 7))`,
  paddingBlock: vars.space['50'],
  paddingInline: vars.space['100'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].snug,
  borderRadius: vars.shape.small,
  zIndex: vars['z-index'].tooltip,
});

export const arrow = overlayArrow;
export const arrowShape = overlayArrowShape;
