import { style } from '@vanilla-extract/css';
import { vars } from '@vool/ui/theme';

/** Above the page's title, apart from it. */
export const notices = style({ marginBlockEnd: vars.space['400'] });
