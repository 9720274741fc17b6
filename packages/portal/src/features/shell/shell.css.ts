import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';

// A fixed box, whatever the logo's width: the header never shifts when it loads.
export const logoImage = style({
  display: 'block',
  blockSize: 40,
  inlineSize: 160,
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const navList = style({
  display: 'flex',
  gap: vars.space['300'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const accountName = style({
  maxInlineSize: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { '(max-width: 767.98px)': { display: 'none' } },
});

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const footerHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const drawerSection = style({
  display: 'grid',
  gap: vars.space['150'],
  paddingBlock: vars.space['200'],
  borderBlockStart: `${vars.size.border.width} solid ${vars.color.border.subtle}`,
});

// Paragraphs sit in Stacks, whose gap does the spacing.
export const muted = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const text = style({ margin: 0 });

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size['3xl'],
  lineHeight: vars.font['line-height'].tight,
  color: vars.color.text.heading,
  '@media': { '(max-width: 767.98px)': { fontSize: vars.font.size['2xl'] } },
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.xl,
  color: vars.color.text.heading,
});

export const prose = style({ maxInlineSize: '70ch' });
globalStyle(`${prose} p`, { margin: 0 });

// The appearance button's icon follows the scheme <html> is in, which the document sets before the
// first paint (the server cannot know the system's): both icons are drawn, one shown.
export const lightSchemeIcon = style({ display: 'contents' });
export const darkSchemeIcon = style({ display: 'contents' });
globalStyle(
  `:root[data-scheme="dark"] ${lightSchemeIcon}, :root:not([data-scheme="dark"]) ${darkSchemeIcon}`,
  {
    display: 'none',
  },
);

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// Above the header, below the safe area of an installed app; invisible for its first 150 ms.
export const pageLoading = style({
  position: 'fixed',
  insetBlockStart: 'env(safe-area-inset-top, 0px)',
  insetInline: 0,
  zIndex: vars['z-index'].toast,
  // No label row above the track: the bar sits on the very edge.
  rowGap: 0,
  opacity: 0,
  animation: `${appear} 1ms linear 150ms forwards`,
  pointerEvents: 'none',
});
