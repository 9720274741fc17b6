import type { ResolvedToken } from './types.ts';

/**
 * An ECharts theme (for `echarts.registerTheme`) built from a brand's resolved tokens, so charts follow
 * the brand and scheme without a colour in chart code.
 */
export function echartsTheme(tokens: readonly ResolvedToken[]): Record<string, unknown> {
  const values = new Map(tokens.map((t) => [t.path, t.value]));
  const v = (path: string) => {
    const value = values.get(path);
    if (value === undefined) throw new Error(`chart theme needs ${path}`);
    return value;
  };
  const text = { color: v('color.text.muted'), fontFamily: v('font.family.body') };
  const axis = {
    axisLine: { show: true, lineStyle: { color: v('color.data.axis') } },
    axisTick: { show: true, lineStyle: { color: v('color.data.axis') } },
    axisLabel: { color: v('color.text.muted') },
    splitLine: { show: true, lineStyle: { color: v('color.data.grid') } },
    splitArea: { show: false },
  };
  return {
    color: ['1', '2', '3', '4', '5', '6'].map((n) => v(`color.data.${n}`)),
    backgroundColor: 'transparent',
    textStyle: text,
    title: { textStyle: { color: v('color.text.heading') }, subtextStyle: { color: v('color.text.muted') } },
    legend: { textStyle: { color: v('color.text.default') } },
    line: { symbol: 'none', smooth: false, lineStyle: { width: 2 } },
    bar: { itemStyle: { barBorderRadius: 2 } },
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
