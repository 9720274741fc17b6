import { componentStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const { color } = vars;
const inset = vars.space['50'];

export const group = componentStyle({
  boxSizing: 'border-box',
  display: 'inline-flex',
  gap: vars.space['25'],
  maxWidth: '100%',
  padding: inset,
  background: color.background.surface.sunken,
  border: `${vars.size.border.width} solid ${color.border.default}`,
  borderRadius: vars.shape.control,
  selectors: {
    '&[data-full-width]': { display: 'flex', width: '100%' },
    '&[data-disabled]': { borderColor: color.border.disabled },
  },
});

export const segment = componentStyle({
  boxSizing: 'border-box',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
  // The group's height is the control height: the segment fills it inside the inset.
  minHeight: `calc(${vars.size.control.md} - 2 * ${inset} - 2 * ${vars.size.border.width})`,
  paddingInline: vars.space['200'],
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].tight,
  whiteSpace: 'nowrap',
  // Nested corners: the group's radius less the inset, so pills stay pills and squares stay square.
  borderRadius: `max(0px, calc(${vars.shape.control} - ${inset}))`,
  border: `${vars.size.border.width} solid transparent`,
  background: 'transparent',
  color: color.text.default,
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[data-size="sm"] > &': {
      minHeight: `calc(${vars.size.control.sm} - 2 * ${inset} - 2 * ${vars.size.border.width})`,
      paddingInline: vars.space['150'],
      fontSize: vars.font.size.sm,
    },
    '[data-full-width] > &': { flex: '1 1 0' },
    '&[data-hovered]': { background: color.background.neutral.hover },
    '&[data-pressed]': { background: color.background.neutral.pressed },
    '&[data-selected]': { background: color.background.accent.default, color: color.text['on-accent'] },
    '&[data-selected][data-hovered]': { background: color.background.accent.hover },
    '&[data-selected][data-pressed]': { background: color.background.accent.pressed },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { background: 'transparent', color: color.text.disabled, cursor: 'not-allowed' },
    '&[data-selected][data-disabled]': { background: color.background.disabled.default },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          borderColor: 'Highlight',
          color: 'HighlightText',
        },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});
