import { style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space['300'],
});

export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space['300'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const channel = style({
  display: 'flex',
  alignItems: 'start',
  gap: vars.space['200'],
  padding: vars.space['300'],
  border: `${vars.size.border.width} solid ${vars.color.border.subtle}`,
  borderRadius: vars.shape.surface,
  background: vars.color.background.surface.raised,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'grid',
  gap: vars.space['200'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A ticket's facts under its title: status, code, last update, the unread marker. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['200'],
  margin: 0,
});

/** The status's code (TS1–TS4): for whoever quotes it on the phone, so visually secondary. */
export const code = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const conversation = style({
  display: 'grid',
  gap: vars.space['300'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A message: the customer's to the end side, customer service's to the start, as in a chat. */
export const message = style({
  display: 'grid',
  gap: vars.space['100'],
  maxInlineSize: 'min(100%, 36rem)',
  padding: vars.space['300'],
  borderRadius: vars.shape.surface,
  border: `${vars.size.border.width} solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface.raised,
  color: vars.color.text.default,
  selectors: {
    '&[data-author="customer"]': { justifySelf: 'end', background: vars.color.background.surface.sunken },
  },
});

export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['200'],
});
