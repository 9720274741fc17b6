import { componentStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

export const message = componentStyle({
  margin: 0,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].normal,
});
