/* global window, document */
// Page (b): the same data with echarts' full bundle and its default options, nothing tuned.
import { nextDrawn, settle } from './measure.mjs';
import * as echarts from 'echarts';
import { formatDateTime, MARCH, yearOfReadings } from './data.mjs';

let chart;

window.bench = {
  async firstPaint() {
    await document.fonts.ready;
    await settle();
    const data = yearOfReadings();
    const element = document.getElementById('root');
    element.style.height = '360px';
    performance.mark('bench: data handed to the chart'); // for a look in the devtools' Performance panel
    const started = performance.now();
    chart = echarts.init(element);
    window.benchChart = chart; // for a look from the devtools
    const drawn = nextDrawn(chart);
    chart.setOption({
      tooltip: { trigger: 'axis' },
      legend: {},
      xAxis: { type: 'category', data: data.x.map(formatDateTime) },
      yAxis: { type: 'value' },
      dataZoom: [{ type: 'inside' }, { type: 'slider' }],
      series: data.series.map((s) => ({ type: 'line', name: s.name, data: s.values })),
    });
    return (await drawn) - started;
  },
  async zoom(payload) {
    await settle();
    const done = nextDrawn(chart);
    const started = performance.now();
    chart.dispatchAction({ type: 'dataZoom', ...payload });
    return (await done) - started;
  },
  ZOOM: MARCH,
  WHOLE: { start: 0, end: 100 },
};
window.benchReady = true;
