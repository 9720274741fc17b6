import { componentStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

export const dash = componentStyle({
  paddingInline: vars.space['50'],
  color: vars.color.text.muted,
});

// Added to the shared calendar cell. The :not() chains outrank the single-date rules in DatePicker.css.ts.
const inside = '&[data-selected]:not([data-selection-start]):not([data-selection-end])';
const ends = '&[data-selection-start], &[data-selection-end]';

export const rangeCell = componentStyle({
  selectors: {
    [inside]: {
      borderRadius: 0,
      background: vars.color.background.accent.subtle,
      color: vars.color.text.default,
    },
    '&[data-selection-start]:not([data-selection-end])': {
      borderStartEndRadius: 0,
      borderEndEndRadius: 0,
    },
    '&[data-selection-end]:not([data-selection-start])': {
      borderStartStartRadius: 0,
      borderEndStartRadius: 0,
    },
    [ends]: { background: vars.color.background.accent.default, color: vars.color.text['on-accent'] },
    [`${inside}[data-invalid]`]: {
      background: vars.color.background.danger.subtle,
      color: vars.color.text.danger,
    },
    '&[data-selection-start][data-invalid], &[data-selection-end][data-invalid]': {
      background: vars.color.background.danger.default,
      color: vars.color.text['on-danger'],
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { background: 'Highlight', color: 'HighlightText' } },
    },
  },
});
