import { cssVariable, echartsTheme, type EChartsTheme } from '@vool/tokens/echarts-theme';

/**
 * The Chart's theme, built at runtime from the CSS variables in effect where the chart sits, through
 * @vool/tokens' one ECharts theme mapping (the same that writes @vool/tokens/echarts/<brand>.<scheme>.json).
 *
 * Why not import those JSON files? Statically importing all 24 would put every brand's theme into every
 * consumer's bundle, and a lazy import() per switch costs a request and a flash of the wrong colours. The
 * brand stylesheet the app already loaded holds the same values as CSS variables, so reading them is free,
 * always matches what the rest of the page shows (also inside a nested [data-brand] subtree), and follows
 * a scheme switch at once.
 */

export type ChartThemeOption = EChartsTheme;

export interface ChartTheme {
  /** For `echarts.init(el, theme)` / `chart.setTheme(theme)`. */
  echarts: ChartThemeOption;
  /** `color.data.estimated`: how estimated readings are drawn (not part of the ECharts theme shape). */
  estimated: string;
}

/**
 * Builds the theme from a token reader (token path → value). Returns null when the brand stylesheet has
 * not loaded yet (no data colours), so ECharts keeps its defaults until it has.
 */
export function chartThemeFrom(read: (token: string) => string): ChartTheme | null {
  const v = (token: string) => read(token).trim();
  if (!v('color.data.1')) return null;
  return { echarts: echartsTheme(v), estimated: v('color.data.estimated') };
}

/** The theme in effect at `element` (inherited custom properties, so nested brands work too). */
export function readChartTheme(element: Element): ChartTheme | null {
  const style = getComputedStyle(element);
  return chartThemeFrom((token) => style.getPropertyValue(cssVariable(token)));
}
