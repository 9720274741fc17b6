import { componentStyle } from '../theme/layers.css.ts';

// A class, not a style attribute: markup drawn on a server meets a CSP without 'unsafe-inline'.
export const icon = componentStyle({
  flex: 'none',
  display: 'inline-block',
  verticalAlign: 'middle',
  // Presses land on the control around the icon, never on the icon itself: an icon swapped while a
  // button is held down (a server-drawn page taken over, a scheme that changes the icon) would otherwise
  // take the press with it, as the browser sends no click when the element pressed down on is gone.
  pointerEvents: 'none',
});
