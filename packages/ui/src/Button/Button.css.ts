import { composedStyle } from '../theme/layers.css.ts';
import { buttonBox, buttonLabel, buttonSpinner, buttonVariants } from '../styles/button.css.ts';

export const button = composedStyle([buttonBox, buttonVariants, buttonLabel], {
  textDecoration: 'none',
  selectors: { '&[data-full-width]': { width: '100%' } },
});

export const spinner = buttonSpinner;
