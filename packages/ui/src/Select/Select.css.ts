import {
  forcedColorsFocusedItem,
  listItem,
  listItemCompact,
  listSectionHeader,
} from '../styles/listItem.css.ts';
import { inputFrame } from '../Field/Field.css.ts';
import { componentStyle, composedStyle } from '../theme/layers.css.ts';
import { focusRing, reducedMotion } from '../theme/mixins.ts';
import { vars } from '../theme/vars.css.ts';

const { input } = vars;

/** Added to the shared input frame: the trigger is a button that reads like a text field. */
export const trigger = composedStyle([inputFrame], {
  justifyContent: 'space-between',
  gap: vars.space['100'],
  height: vars.size.control.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    // The field root, not the button, knows it is invalid or open.
    '[data-invalid] > &': { borderColor: input.border.invalid },
    '[data-open] > &': { borderColor: input.border.focus },
    '&[data-focus-visible]': { borderColor: input.border.focus, ...focusRing },
  },
});

export const value = componentStyle({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: input.placeholder } },
});

export const chevron = componentStyle({
  display: 'inline-flex',
  flex: 'none',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const listBox = componentStyle({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  maxHeight: 'inherit',
  overflow: 'auto',
  padding: vars.space['50'],
  outline: 'none',
});

export const item = composedStyle([listItem], {
  ...listItemCompact,
  selectors: {
    '&[data-selected]': {
      background: vars.color.background.selected.default,
      color: vars.color.text.selected,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focused]': { background: vars.color.background.neutral.hover, color: vars.color.text.default },
    '&[data-pressed]': { background: vars.color.background.neutral.pressed },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': forcedColorsFocusedItem,
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const itemLabel = componentStyle({ flex: 1, minWidth: 0 });

export const itemDescription = componentStyle({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
  selectors: {
    // text.muted is guaranteed on surfaces only; on a highlighted row it takes the row's colour.
    [`${item}[data-focused] &, ${item}[data-selected] &`]: { color: 'inherit' },
  },
});

export const check = componentStyle({ display: 'inline-flex', flex: 'none', marginInlineStart: 'auto' });

export const sectionHeader = listSectionHeader;

export const section = componentStyle({
  selectors: {
    '& + &': { borderBlockStart: `${vars.size.border.width} solid ${vars.color.border.subtle}` },
  },
});

/** "No matches" and similar messages inside an empty list. */
export const empty = componentStyle({
  paddingBlock: vars.space['100'],
  paddingInline: vars.space['150'],
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});
