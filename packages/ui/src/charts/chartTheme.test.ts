import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chartThemeFrom, readChartTheme } from './chartTheme.ts';

/** The tokens build writes the same theme as JSON; the runtime theme must match it value for value. */
function builtTheme(file: string): Record<string, unknown> {
  const path = join(__dirname, '../../../tokens/dist/echarts', file);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** Reads token values back out of a built theme, where the mapping put them. */
function readerFrom(theme: Record<string, unknown>, estimated: string) {
  const t = theme as {
    color: string[];
    textStyle: { color: string; fontFamily: string };
    title: { textStyle: { color: string } };
    legend: { textStyle: { color: string } };
    valueAxis: { splitLine: { lineStyle: { color: string } } };
    categoryAxis: { axisLine: { lineStyle: { color: string } } };
    tooltip: { backgroundColor: string; borderColor: string; axisPointer: { lineStyle: { color: string } } };
    dataZoom: { fillerColor: string; dataBackground: { areaStyle: { color: string } } };
    markPoint: { label: { color: string } };
  };
  const tokens: Record<string, string> = {
    'color.text.muted': t.textStyle.color,
    'font.family.body': t.textStyle.fontFamily,
    'color.text.heading': t.title.textStyle.color,
    'color.text.default': t.legend.textStyle.color,
    'color.data.axis': t.categoryAxis.axisLine.lineStyle.color,
    'color.data.grid': t.valueAxis.splitLine.lineStyle.color,
    'color.background.surface.raised': t.tooltip.backgroundColor,
    'color.border.subtle': t.tooltip.borderColor,
    'color.border.strong': t.tooltip.axisPointer.lineStyle.color,
    'color.background.selected.default': t.dataZoom.fillerColor,
    'color.background.surface.sunken': t.dataZoom.dataBackground.areaStyle.color,
    'color.text.on-accent': t.markPoint.label.color,
    'color.data.estimated': estimated,
  };
  t.color.forEach((colour, i) => (tokens[`color.data.${i + 1}`] = colour));
  return (token: string) => ` ${tokens[token] ?? ''}`;
}

describe('chart theme', () => {
  it.each(['aurora.light.json', 'kiir.dark.json'])('matches the tokens build (%s)', (file) => {
    const built = builtTheme(file);
    const theme = chartThemeFrom(readerFrom(built, '#9ea7a7'));
    expect(theme!.echarts).toEqual(built);
    expect(theme!.echarts.bar).toEqual({ itemStyle: { borderRadius: 2 } });
    expect(theme!.estimated).toBe('#9ea7a7');
  });

  it('is null until a brand stylesheet provides the chart colours', () => {
    expect(chartThemeFrom(() => '')).toBeNull();
    expect(readChartTheme(document.body)).toBeNull();
  });

  it('reads the variables in effect at the element', () => {
    document.documentElement.style.setProperty('--vool-color-data-1', '#038a72');
    document.documentElement.style.setProperty('--vool-color-data-estimated', '#9ea7a7');
    const theme = readChartTheme(document.documentElement);
    expect((theme?.echarts.color as string[])[0]).toBe('#038a72');
    expect(theme?.estimated).toBe('#9ea7a7');
    document.documentElement.removeAttribute('style');
  });
});
