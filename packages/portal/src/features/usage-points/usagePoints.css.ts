import { style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';
import { belowMdQuery } from '../../app/breakpoints.ts';

/** The search type above the field it changes. */
export const picker = style({ display: 'grid', gap: vars.space['100'], alignContent: 'start' });

/** An option's second line: its utility and identifiers. */
export const optionDetail = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
  // On the highlighted option's accent background, muted text would lose its contrast.
  selectors: { '[role="option"][data-focused] &, [role="option"][data-selected] &': { color: 'inherit' } },
});

/**
 * The chosen point in full under the field, on phones only: a field shows one line, and an address
 * with its GSRN is cut at its edge there.
 */
export const chosen = style({
  display: 'none',
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
  '@media': { [belowMdQuery]: { display: 'block' } },
});
