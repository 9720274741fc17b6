import { componentStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

/** Fields stacked with room between them; each field keeps its own label/description spacing. */
export const form = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  fontFamily: vars.font.family.body,
  color: vars.color.text.default,
});
