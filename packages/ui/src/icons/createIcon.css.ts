import { componentStyle } from '../theme/layers.css.ts';

// A class, not a style attribute: markup drawn on a server meets a CSP without 'unsafe-inline'.
export const icon = componentStyle({ flex: 'none', display: 'inline-block', verticalAlign: 'middle' });
