import { BarChart, LineChart } from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  LegendPlainComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as register, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartThemeOption } from './chartTheme.ts';

let registered = false;

/**
 * Creates a canvas chart with only the parts Vool's charts use. Registering inside the function (not at
 * module level) keeps the registration alive under `sideEffects: false`-style tree shaking. ECharts' aria
 * module is left out on purpose: the Chart's HTML table is the accessible alternative; so is dataZoom: the
 * Chart zooms by itself (see view.ts).
 */
export function createChart(element: HTMLElement, theme: ChartThemeOption | undefined): EChartsType {
  if (!registered) {
    register([
      LineChart,
      BarChart,
      GridComponent,
      TooltipComponent,
      LegendPlainComponent,
      MarkLineComponent,
      DatasetComponent,
      CanvasRenderer,
    ]);
    registered = true;
  }
  return init(element, theme, { renderer: 'canvas' });
}
