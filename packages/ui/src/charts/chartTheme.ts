/**
 * The ECharts theme, built at runtime from the CSS variables in effect where the chart sits.
 *
 * Why not import @vool/tokens/echarts/<brand>.<scheme>.json? Statically importing all 24 files would put
 * every brand's theme into every consumer's bundle, and a lazy import() per switch costs a request and a
 * flash of the wrong colours. The brand stylesheet the app already loaded holds the same values as CSS
 * variables, so reading them is free, always matches what the rest of the page shows (also inside a
 * nested [data-brand] subtree), and follows a scheme switch at once.
 *
 * The mapping mirrors packages/tokens/src/build/echarts.ts; keep the two in step.
 */

export type ChartThemeOption = Record<string, unknown>;

export interface ChartTheme {
  /** For `echarts.init(el, theme)` / `chart.setTheme(theme)`. */
  echarts: ChartThemeOption;
  /** `color.data.estimated`: how estimated readings are drawn (not part of the ECharts theme shape). */
  estimated: string;
}

/** The chart palette: the tokens `color.data.1` to `color.data.6`, in series order. */
export const dataColorTokens = ['1', '2', '3', '4', '5', '6'].map((n) => `color.data.${n}`);

/** `color.data.1` → `--vool-color-data-1`, as @vool/tokens names its CSS variables. */
export function cssVariable(token: string): string {
  return `--vool-${token.replaceAll('.', '-')}`;
}

/**
 * Builds the theme from a token reader (token path → value). Returns null when the brand stylesheet has
 * not loaded yet (no data colours), so ECharts keeps its defaults until it has.
 */
export function chartThemeFrom(read: (token: string) => string): ChartTheme | null {
  const v = (token: string) => read(token).trim();
  if (!v('color.data.1')) return null;
  const text = { color: v('color.text.muted'), fontFamily: v('font.family.body') };
  const axis = {
    axisLine: { show: true, lineStyle: { color: v('color.data.axis') } },
    axisTick: { show: true, lineStyle: { color: v('color.data.axis') } },
    axisLabel: { color: v('color.text.muted') },
    splitLine: { show: true, lineStyle: { color: v('color.data.grid') } },
    splitArea: { show: false },
  };
  const echarts: ChartThemeOption = {
    color: dataColorTokens.map((token) => v(token)),
    backgroundColor: 'transparent',
    textStyle: text,
    title: { textStyle: { color: v('color.text.heading') }, subtextStyle: { color: v('color.text.muted') } },
    legend: { textStyle: { color: v('color.text.default') } },
    line: { symbol: 'none', smooth: false, lineStyle: { width: 2 } },
    // borderRadius is the current name of the tokens build's (deprecated) barBorderRadius.
    bar: { itemStyle: { borderRadius: 2 } },
    categoryAxis: { ...axis, splitLine: { show: false } },
    valueAxis: { ...axis, axisLine: { show: false }, axisTick: { show: false } },
    timeAxis: { ...axis, splitLine: { show: false } },
    tooltip: {
      backgroundColor: v('color.background.surface.raised'),
      borderColor: v('color.border.subtle'),
      textStyle: { color: v('color.text.default'), fontFamily: v('font.family.body') },
      axisPointer: {
        lineStyle: { color: v('color.border.strong') },
        crossStyle: { color: v('color.border.strong') },
      },
    },
    dataZoom: {
      borderColor: v('color.border.subtle'),
      fillerColor: v('color.background.selected.default'),
      handleStyle: { color: v('color.background.surface.raised'), borderColor: v('color.border.strong') },
      moveHandleStyle: { color: v('color.border.strong') },
      textStyle: { color: v('color.text.muted') },
      dataBackground: {
        lineStyle: { color: v('color.data.2') },
        areaStyle: { color: v('color.background.surface.sunken') },
      },
    },
    markLine: { lineStyle: { color: v('color.border.strong') }, label: { color: v('color.text.muted') } },
    markPoint: { label: { color: v('color.text.on-accent') } },
  };
  return { echarts, estimated: v('color.data.estimated') };
}

/** The theme in effect at `element` (inherited custom properties, so nested brands work too). */
export function readChartTheme(element: Element): ChartTheme | null {
  const style = getComputedStyle(element);
  return chartThemeFrom((token) => style.getPropertyValue(cssVariable(token)));
}
