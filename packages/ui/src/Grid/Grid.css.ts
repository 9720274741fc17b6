import { createVar, type StyleRule } from '@vanilla-extract/css';
import { breakpoints } from '@vool/tokens/contract';
import { spaceScale } from '../layout/space.ts';
import { componentStyle } from '../theme/layers.css.ts';
import { vars } from '../theme/vars.css.ts';

// Kept here (not imported from Grid.tsx) so this file stays free of React.
const counts = [1, 2, 3, 4, 5, 6] as const;
const steps = ['sm', 'md', 'lg', 'xl'] as const satisfies ReadonlyArray<keyof typeof breakpoints>;

/** The smallest width an item may take before the grid drops a column; set inline per grid. */
export const minItemWidth = createVar();

// Precomputed rules for every count at every breakpoint, picked by data attributes: no runtime CSS.
// CSS variables cannot be used in media queries, so the breakpoints come from the tokens as numbers.
const columnsAt = (step: string) =>
  Object.fromEntries(
    counts.map((n) => [
      `&[data-columns-${step}="${n}"]`,
      { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` },
    ]),
  ) satisfies Record<string, StyleRule>;

const gaps = Object.fromEntries(
  spaceScale.map((key) => [`&[data-gap="${key}"]`, { gap: vars.space[key] }]),
) satisfies Record<string, StyleRule>;

export const grid = componentStyle({
  display: 'grid',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    ...gaps,
    ...columnsAt('base'),
    // Column counts are not set alongside it, so nothing competes with auto-fill.
    '&[data-auto-fill]': {
      gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minItemWidth}), 1fr))`,
    },
  },
  // In ascending order, so a wider breakpoint's count wins over a narrower one's.
  '@media': Object.fromEntries(
    steps.map((step) => [`(min-width: ${breakpoints[step]}px)`, { selectors: columnsAt(step) }]),
  ),
});
