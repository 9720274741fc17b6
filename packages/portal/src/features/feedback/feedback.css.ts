import { style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';

/** Send, and the offer's "Not now", side by side; stacked when they do not fit. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['200'],
});

// Paragraphs sit in the form's stack, whose gap does the spacing.
export const note = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

/** The form opened from an offer: set off from the page it sits in, as the offer was. */
export const panel = style({
  display: 'grid',
  gap: vars.space['300'],
  padding: vars.space['300'],
  border: `${vars.size.border.width} solid ${vars.color.border.subtle}`,
  borderRadius: vars.shape.surface,
  background: vars.color.background.surface.raised,
  color: vars.color.text.default,
  outline: 'none',
});

/** Focus moves to a heading or a thanks the user did not press: no ring on what was not pressed. */
export const focusTarget = style({ outline: 'none' });

/** The offer's place in the page: no box of its own, so an empty one adds no gap to the page's stack. */
export const place = style({ display: 'contents' });

/** The feedback page: a short form, its intro as wide as the form rather than the whole page. */
export const page = style({ maxInlineSize: '40rem' });
