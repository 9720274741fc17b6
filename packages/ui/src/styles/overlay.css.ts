import { createVar, keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

// The one overlay surface, for Popover and Tooltip: a raised surface that slides in from the side of
// its trigger, and an arrow drawn in the same fill and border. Each sets the two variables below.

/** How far the overlay travels as it appears. */
export const overlayDistance = createVar();
/** The border colour of the surface and its arrow. */
export const overlayBorderColor = createVar();

const slideX = createVar();
const slideY = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: `translate(${slideX}, ${slideY})` },
  to: { opacity: 1, transform: 'translate(0, 0)' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const overlaySurface = componentStyle({
  vars: { [slideX]: '0px', [slideY]: '0px' },
  boxSizing: 'border-box',
  background: vars.color.background.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  border: `${vars.size.border.width} solid ${overlayBorderColor}`,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[data-placement="bottom"]': { vars: { [slideY]: `calc(-1 * ${overlayDistance})` } },
    '&[data-placement="top"]': { vars: { [slideY]: overlayDistance } },
    '&[data-placement="right"]': { vars: { [slideX]: `calc(-1 * ${overlayDistance})` } },
    '&[data-placement="left"]': { vars: { [slideX]: overlayDistance } },
    '&[data-entering]': { animation: `${enter} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` },
    '&[data-exiting]': { animation: `${exit} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
  '@media': {
    // Without motion the overlay only fades, it does not travel.
    [reducedMotion]: { vars: { [slideX]: '0px', [slideY]: '0px' } },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const overlayArrow = componentStyle({
  display: 'block',
  selectors: {
    // Pull the arrow over the surface's border so the two read as one shape.
    '&[data-placement="top"]': { marginTop: `calc(-1 * ${vars.size.border.width})` },
    '&[data-placement="bottom"]': { marginBottom: `calc(-1 * ${vars.size.border.width})` },
    '&[data-placement="left"]': { marginLeft: `calc(-1 * ${vars.size.border.width})` },
    '&[data-placement="right"]': { marginRight: `calc(-1 * ${vars.size.border.width})` },
  },
});

// The shape points down (overlay above its trigger); other placements turn it.
export const overlayArrowShape = componentStyle({
  display: 'block',
  fill: vars.color.background.surface.raised,
  stroke: overlayBorderColor,
  strokeWidth: vars.size.border.width,
  selectors: {
    [`${overlayArrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${overlayArrow}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
    [`${overlayArrow}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
  },
  '@media': { '(forced-colors: active)': { fill: 'Canvas', stroke: 'CanvasText' } },
});
