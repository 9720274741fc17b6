export * from './Button/index.ts';
export * from './theme/index.ts';
export type { LayoutProps, LayoutStyle } from './layout/layoutProps.ts';
