import { createGlobalThemeContract } from '@vanilla-extract/css';
import { contract } from '@vool/tokens/contract';

/**
 * Every design token as a CSS variable reference: `vars.color.text.default` is
 * `var(--vool-color-text-default)`. The values come from the brand stylesheet of @vool/tokens, so
 * component CSS is the same for every brand and one brand's CSS loads at a time.
 */
export const vars = createGlobalThemeContract(contract);
