import { componentStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const line = `${vars.size.border.width} solid ${vars.color.border.default}`;

export const group = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: line,
});

export const disclosure = componentStyle({
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
  selectors: {
    // Inside a group each item draws the line below it; the group draws the top one.
    [`${group} > &`]: { borderBlockEnd: line },
  },
});

export const heading = componentStyle({ margin: 0 });

export const trigger = componentStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
  width: '100%',
  minHeight: vars.size.control.lg,
  paddingBlock: vars.space['150'],
  paddingInline: vars.space['100'],
  margin: 0,
  border: 'none',
  borderRadius: vars.shape.small,
  background: 'transparent',
  color: vars.color.text.heading,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font['line-height'].snug,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.background.neutral.hover, color: vars.color.text.default },
    '&[data-pressed]': { background: vars.color.background.neutral.pressed, color: vars.color.text.default },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.size['focus-ring'].width})` },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed', background: 'transparent' },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    '(forced-colors: active)': { selectors: { '&[data-hovered]': { textDecoration: 'underline' } } },
  },
});

export const title = componentStyle({ flex: 1, minWidth: 0 });

export const chevron = componentStyle({
  display: 'inline-flex',
  color: vars.color.icon.muted,
  transition: `transform ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
    '[data-hovered] > &, [data-pressed] > &': { color: 'inherit' },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

// React Aria measures the panel into --disclosure-panel-height so the height can animate.
export const panel = componentStyle({
  height: 'var(--disclosure-panel-height)',
  overflow: 'clip',
  transition: `height ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const panelContent = componentStyle({
  paddingInline: vars.space['100'],
  paddingBlockEnd: vars.space['200'],
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].normal,
});
