export { applyTheme, loadBrandStylesheet, type StandalonePlatform, type ThemeChoice } from './applyTheme.ts';
export {
  onSystemSchemeChange,
  resolveColorScheme,
  systemPrefersDark,
  type ColorScheme,
  type SchemeInput,
} from './scheme.ts';
export { vars } from './vars.css.ts';
