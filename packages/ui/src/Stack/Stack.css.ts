import type { StyleRule } from '@vanilla-extract/css';
import { spaceScale } from '../layout/space.ts';
import { componentStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

// One precomputed rule per gap and alignment, picked by data attributes: no CSS is made at runtime.
const gaps = Object.fromEntries(
  spaceScale.map((key) => [`&[data-gap="${key}"]`, { gap: vars.space[key] }]),
) satisfies Record<string, StyleRule>;

export const stack = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    ...gaps,
    '&[data-align="start"]': { alignItems: 'flex-start' },
    '&[data-align="center"]': { alignItems: 'center' },
    '&[data-align="end"]': { alignItems: 'flex-end' },
    '&[data-align="stretch"]': { alignItems: 'stretch' },
  },
});
