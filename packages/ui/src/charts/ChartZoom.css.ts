import { componentStyle } from '../theme/layers.css.ts';
import { focusRing } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const { color } = vars;

export const root = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['50'],
  // Room for the handles, which stand half out of the track at its ends.
  paddingInline: 12,
  touchAction: 'none',
});

export const track = componentStyle({
  position: 'relative',
  height: 24,
  borderRadius: vars.shape.small,
  border: `${vars.size.border.width} solid ${color.border.subtle}`,
  background: color.background.surface.sunken,
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

/** The part of the x values in view; dragging it moves the view. */
export const band = componentStyle({
  position: 'absolute',
  top: 0,
  bottom: 0,
  background: color.background.selected.default,
  borderInline: `${vars.size.border.width} solid ${color.border.strong}`,
  cursor: 'grab',
  selectors: {
    '&:active': { cursor: 'grabbing' },
  },
  '@media': {
    '(forced-colors: active)': { background: 'Highlight', borderColor: 'CanvasText' },
  },
});

/** A handle: a 24px wide target around a narrow grip. */
export const thumb = componentStyle({
  position: 'absolute',
  top: -4,
  width: 24,
  height: 32,
  transform: 'translateX(-50%)',
  cursor: 'ew-resize',
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    left: 7,
    width: 10,
    boxSizing: 'border-box',
    borderRadius: vars.shape.small,
    border: `${vars.size.border.width} solid ${color.border.strong}`,
    background: color.background.surface.raised,
  },
  selectors: {
    '&[data-dragging]::after': { background: color.background.selected.default },
    '&[data-focus-visible]::after': focusRing,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&::after': { borderColor: 'ButtonText', background: 'ButtonFace' } },
    },
  },
});

export const labels = componentStyle({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['200'],
  color: color.text.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
