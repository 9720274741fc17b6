import { componentStyle } from '../theme/layers.css.ts';
import { visuallyHidden as hidden } from '../theme/mixins.ts';

export const visuallyHidden = componentStyle({
  ...hidden,
  selectors: {
    // Focusable: shown while something inside has focus (a skip link), so sighted keyboard users see
    // where they are. Undoes each property of the mixin.
    '&[data-focusable]:focus-within': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  },
});
