import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@vool/ui/vars';

// The page itself: the brand's canvas, text colour and body font (components bring their own).
globalStyle('html, body', {
  margin: 0,
  backgroundColor: vars.color.background.canvas.default,
  color: vars.color.text.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font['line-height'].normal,
  colorScheme: 'light dark',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
