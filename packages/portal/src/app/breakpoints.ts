/** Below the theme's md breakpoint: the mobile layout (the same query as @vool/ui's styles). */
export const belowMdQuery = '(max-width: 767.98px)';
