import { style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/theme';

export const section = style({ display: 'grid', gap: vars.space['300'], maxWidth: '40rem' });

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const muted = style({ color: vars.color.text.muted, margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

/** A device: its name, this-device badge and last use, and the remove button at the end. */
export const device = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['300'],
  paddingBlock: vars.space['200'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const deviceText = style({ display: 'grid', gap: vars.space['50'], minInlineSize: 0 });

export const deviceName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['200'],
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const time = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text.muted });
