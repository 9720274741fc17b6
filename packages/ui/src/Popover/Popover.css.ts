import { createVar, keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

// Overlays slide in from the side of their trigger: the distance depends on the placement.
const slideX = createVar();
const slideY = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: `translate(${slideX}, ${slideY})` },
  to: { opacity: 1, transform: 'translate(0, 0)' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const distance = vars.space['50'];

export const popover = componentStyle({
  vars: { [slideX]: '0px', [slideY]: '0px' },
  boxSizing: 'border-box',
  maxWidth: `calc(100vw - ${vars.space['400']})`,
  background: vars.color.background.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].normal,
  border: `${vars.size.border.width} solid ${vars.color.border.subtle}`,
  borderRadius: vars.shape.surface,
  boxShadow: vars.shadow.overlay,
  zIndex: vars['z-index'].popover,
  outline: 'none',
  selectors: {
    '&[data-placement="bottom"]': { vars: { [slideY]: `calc(-1 * ${distance})` } },
    '&[data-placement="top"]': { vars: { [slideY]: distance } },
    '&[data-placement="right"]': { vars: { [slideX]: `calc(-1 * ${distance})` } },
    '&[data-placement="left"]': { vars: { [slideX]: distance } },
    '&[data-entering]': { animation: `${enter} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` },
    '&[data-exiting]': { animation: `${exit} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
  '@media': {
    // Without motion the overlay only fades, it does not travel.
    [reducedMotion]: { vars: { [slideX]: '0px', [slideY]: '0px' } },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const arrow = componentStyle({
  display: 'block',
  selectors: {
    // Pull the arrow over the popover's border so the two read as one shape.
    '&[data-placement="top"]': { marginTop: `calc(-1 * ${vars.size.border.width})` },
    '&[data-placement="bottom"]': { marginBottom: `calc(-1 * ${vars.size.border.width})` },
    '&[data-placement="left"]': { marginLeft: `calc(-1 * ${vars.size.border.width})` },
    '&[data-placement="right"]': { marginRight: `calc(-1 * ${vars.size.border.width})` },
  },
});

// The shape points down (popover above its trigger); other placements turn it.
export const arrowShape = componentStyle({
  display: 'block',
  fill: vars.color.background.surface.raised,
  stroke: vars.color.border.subtle,
  strokeWidth: vars.size.border.width,
  selectors: {
    [`${arrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
    [`${arrow}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
  },
  '@media': { '(forced-colors: active)': { fill: 'Canvas', stroke: 'CanvasText' } },
});

export const dialog = componentStyle({
  padding: vars.space['200'],
  outline: 'none',
  maxHeight: 'inherit',
  boxSizing: 'border-box',
  overflow: 'auto',
});
