/**
 * The one mapping from tokens to an ECharts theme: which token paints which part of a chart. The build
 * writes `echarts/<id>.<scheme>.json` with it from each brand's resolved values, and @vool/ui's Chart
 * calls it at runtime with the CSS variables in effect where the chart sits. Shipped as plain ESM
 * (`@vool/tokens/echarts-theme`), so it has no imports and uses only syntax that type stripping erases.
 */

/** An ECharts theme object, for `echarts.registerTheme`, `echarts.init(el, theme)` or `chart.setTheme`. */
export type EChartsTheme = Record<string, unknown>;

/** Gives a token's value by its path, e.g. `color.text.muted` → `#4b5563`. */
export type TokenReader = (path: string) => string;

/** The chart palette in series order: `color.data.1` to `color.data.6`. */
export const chartPaletteTokens: readonly string[] = ['1', '2', '3', '4', '5', '6'].map(
  (n) => `color.data.${n}`,
);

/** `color.data.1` → `--vool-color-data-1`: the CSS variable @vool/tokens' stylesheets give a token. */
export function cssVariable(path: string): string {
  return `--vool-${path.replaceAll('.', '-')}`;
}

/** The ECharts theme for the values `read` gives (one brand and scheme). */
export function echartsTheme(read: TokenReader): EChartsTheme {
  const v = read;
  const text = { color: v('color.text.muted'), fontFamily: v('font.family.body') };
  const axis = {
    axisLine: { show: true, lineStyle: { color: v('color.data.axis') } },
    axisTick: { show: true, lineStyle: { color: v('color.data.axis') } },
    axisLabel: { color: v('color.text.muted') },
    splitLine: { show: true, lineStyle: { color: v('color.data.grid') } },
    splitArea: { show: false },
  };
  return {
    color: chartPaletteTokens.map((path) => v(path)),
    backgroundColor: 'transparent',
    textStyle: text,
    title: { textStyle: { color: v('color.text.heading') }, subtextStyle: { color: v('color.text.muted') } },
    legend: { textStyle: { color: v('color.text.default') } },
    line: { symbol: 'none', smooth: false, lineStyle: { width: 2 } },
    // borderRadius: the current name of ECharts' deprecated barBorderRadius.
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
}
