import { echartsTheme as themeFrom, type EChartsTheme } from '../echarts-theme.ts';
import type { ResolvedToken } from './types.ts';

/**
 * The ECharts theme of one brand and scheme (`echarts/<id>.<scheme>.json`), through the same mapping
 * @vool/ui's Chart uses at runtime. A token the mapping needs and the brand lacks fails the build.
 */
export function echartsTheme(tokens: readonly ResolvedToken[]): EChartsTheme {
  const values = new Map(tokens.map((t) => [t.path, t.value]));
  return themeFrom((path) => {
    const value = values.get(path);
    if (value === undefined) throw new Error(`chart theme needs ${path}`);
    return value;
  });
}
