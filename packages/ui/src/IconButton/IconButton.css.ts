import { composedStyle } from '../theme/layers.css.ts';
import { buttonBox, buttonSpinner, buttonVariants } from '../styles/button.css.ts';
import { vars } from '../theme/vars.css.ts';

export const iconButton = composedStyle([buttonBox, buttonVariants], {
  boxSizing: 'border-box',
  flex: 'none',
  width: vars.size.control.md,
  height: vars.size.control.md,
  padding: 0,
  fontSize: vars.font.size.md,
  selectors: {
    '&[data-size="sm"]': { width: vars.size.control.sm, height: vars.size.control.sm },
    '&[data-size="lg"]': { width: vars.size.control.lg, height: vars.size.control.lg },
    // The small box stays tappable: an invisible 40 px hit area centred on it.
    '&[data-size="sm"]::before': {
      content: '""',
      position: 'absolute',
      inset: `calc((${vars.size.control.sm} - ${vars.size.control.md}) / 2)`,
    },
  },
});

export const spinner = buttonSpinner;
