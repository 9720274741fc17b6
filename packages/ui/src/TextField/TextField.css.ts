import { inputFrame } from '../Field/Field.css.ts';
import { composedStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

export const input = composedStyle([inputFrame], {
  selectors: {
    '&[data-size="sm"]': {
      minHeight: vars.size.control.sm,
      paddingInline: vars.space['100'],
      fontSize: vars.font.size.sm,
    },
    '&[data-size="lg"]': {
      minHeight: vars.size.control.lg,
      paddingInline: vars.space['200'],
      fontSize: vars.font.size.lg,
    },
  },
});
