import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';

const belowMd = '(max-width: 767.98px)';
// The token is the installed app's inset (0 in a browser); env() covers devices with a larger one.
const insetBottom = `max(${vars['safe-area'].inset}, env(safe-area-inset-bottom, 0px))`;
const insetLeft = 'env(safe-area-inset-left, 0px)';

/** Holds the cookie button at the bottom left, above the page and below drawers, dialogs and toasts. */
export const dock = style({
  position: 'fixed',
  insetInlineStart: `calc(${vars.space['200']} + ${insetLeft})`,
  insetBlockEnd: `calc(${vars.space['200']} + ${insetBottom})`,
  zIndex: vars['z-index'].sticky,
  display: 'flex',
  borderRadius: vars.button.radius,
  boxShadow: vars.shadow.raised,
  '@media': {
    [belowMd]: {
      insetInlineStart: `calc(${vars.space['150']} + ${insetLeft})`,
      insetBlockEnd: `calc(${vars.space['150']} + ${insetBottom})`,
    },
    print: { display: 'none' },
  },
});

// On phones the footer is one column whose last links sit at the bottom left, where the button
// floats: while the button is on the page the footer ends with room for it.
globalStyle(`body:has(${dock}) footer`, {
  '@media': {
    [belowMd]: {
      paddingBlockEnd: `calc(${vars.space['150']} + ${vars.size.control.md} + ${vars.space['200']} + ${insetBottom})`,
    },
  },
});

export const text = style({ margin: 0 });
