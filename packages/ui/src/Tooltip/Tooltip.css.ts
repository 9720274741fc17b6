import { createVar, keyframes } from '@vanilla-extract/css';
import { componentStyle } from '../theme/layers.css.ts';
import { reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const slideX = createVar();
const slideY = createVar();
const enter = keyframes({
  from: { opacity: 0, transform: `translate(${slideX}, ${slideY})` },
  to: { opacity: 1, transform: 'translate(0, 0)' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const distance = vars.space['25'];

// The same raised surface as Popover (a pair the contrast build guarantees), smaller and tighter.
export const tooltip = componentStyle({
  vars: { [slideX]: '0px', [slideY]: '0px' },
  boxSizing: 'border-box',
  maxWidth: `min(calc(100vw - ${vars.space['400']}), calc(${vars.size.control.md} * 7))`,
  paddingBlock: vars.space['50'],
  paddingInline: vars.space['100'],
  background: vars.color.background.surface.raised,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font['line-height'].snug,
  border: `${vars.size.border.width} solid ${vars.color.border.default}`,
  borderRadius: vars.shape.small,
  boxShadow: vars.shadow.overlay,
  zIndex: vars['z-index'].tooltip,
  selectors: {
    '&[data-placement="bottom"]': { vars: { [slideY]: `calc(-1 * ${distance})` } },
    '&[data-placement="top"]': { vars: { [slideY]: distance } },
    '&[data-placement="right"]': { vars: { [slideX]: `calc(-1 * ${distance})` } },
    '&[data-placement="left"]': { vars: { [slideX]: distance } },
    '&[data-entering]': { animation: `${enter} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` },
    '&[data-exiting]': { animation: `${exit} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
  '@media': {
    [reducedMotion]: { vars: { [slideX]: '0px', [slideY]: '0px' } },
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const arrow = componentStyle({
  display: 'block',
  selectors: {
    '&[data-placement="top"]': { marginTop: `calc(-1 * ${vars.size.border.width})` },
    '&[data-placement="bottom"]': { marginBottom: `calc(-1 * ${vars.size.border.width})` },
    '&[data-placement="left"]': { marginLeft: `calc(-1 * ${vars.size.border.width})` },
    '&[data-placement="right"]': { marginRight: `calc(-1 * ${vars.size.border.width})` },
  },
});

// Drawn pointing down (tooltip above its trigger); other placements turn it.
export const arrowShape = componentStyle({
  display: 'block',
  fill: vars.color.background.surface.raised,
  stroke: vars.color.border.default,
  strokeWidth: vars.size.border.width,
  selectors: {
    [`${arrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
    [`${arrow}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
  },
  '@media': { '(forced-colors: active)': { fill: 'Canvas', stroke: 'CanvasText' } },
});
