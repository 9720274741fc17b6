/* global window, document */
// Page (a): Vool's Chart from the built @vool/ui, in React, as a consumer uses it.
import { afterRenderingUpdate, nextDrawn, settle } from './measure.mjs';
import { createElement, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPostInit } from 'echarts/core';
import { Chart } from '@vool/ui/charts';
import '@vool/tokens/css/base.css';
import '@vool/tokens/css/kiir.css';
import '@vool/ui/styles.css';
import { formatDateTime, MARCH, MORNING, yearOfReadings } from './data.mjs';

// ?days=1: one day of the same data (96 × 2 points), for the cost of a chart that is not long.
const query = new URLSearchParams(window.location.search);
const days = Number(query.get('days') ?? 365);
// ?cold: the Chart is mounted with its data, without the loading state first (in which it warms
// ECharts up, see warmUp.ts), as a chart whose data is at hand when it mounts.
const cold = query.has('cold');
const noData = { x: [], series: [] };
let drawn;
let measuring = false;
let chart;
// The harness's only hook into the library: learn of the ECharts instance the Chart creates, to listen
// for its `finished` event from the start.
registerPostInit((instance) => {
  chart = instance;
  window.benchChart = instance; // for a look from the devtools
  if (measuring) drawn = nextDrawn(instance);
});

let setZoomRange;

function Page({ data }) {
  // A consumer keeps the zoomed range in state, e.g. to say which days are in view.
  const [range, setRange] = useState(null);
  setZoomRange = setRange;
  const onZoom = useCallback((next) => {
    setRange(next);
  }, []);
  return createElement(
    'main',
    null,
    createElement(Chart, {
      title: 'Electricity consumption, 2025 and 2024, every 15 minutes',
      description: 'Consumption at Tartu mnt 80, Tallinn, in 15-minute intervals; 10–12 March are estimated.',
      data: data ?? noData,
      isLoading: !data,
      loadingLabel: 'Loading consumption…',
      xLabel: 'Time',
      yLabel: 'kWh',
      showTableLabel: 'Show as table',
      hideTableLabel: 'Hide table',
      emptyLabel: 'No consumption for this period yet.',
      estimatedLabel: 'estimated',
      formatX: formatDateTime,
      height: 360,
      zoom: true,
      zoomRange: range ?? undefined,
      onZoom,
    }),
    createElement('p', null, range ? `In view: ${range.startIndex}–${range.endIndex}` : 'Whole year'),
  );
}

window.bench = {
  async firstPaint() {
    await document.fonts.ready;
    await settle();
    // As in the portal: the chart is on screen in its loading state while the readings load.
    const root = createRoot(document.getElementById('root'));
    if (!cold) {
      root.render(createElement(Page, { data: null }));
      await settle();
    }
    const data = yearOfReadings(days);
    performance.mark('bench: data handed to the chart'); // for a look in the devtools' Performance panel
    const started = performance.now();
    // The Chart creates its ECharts instance while loading, once it knows the theme; if it has not yet,
    // `drawn` is set when it does.
    measuring = true;
    if (chart) drawn = nextDrawn(chart);
    root.render(createElement(Page, { data }));
    while (!drawn) await afterRenderingUpdate();
    return (await drawn) - started;
  },
  async zoom(payload) {
    await settle();
    const done = nextDrawn(chart);
    performance.mark('bench: zoom');
    const started = performance.now();
    // As the Chart's slider or a gesture does: a new range in view (null: all of it).
    setZoomRange(payload && { startIndex: payload.startValue, endIndex: payload.endValue });
    return (await done) - started;
  },
  ZOOM: days < 365 ? MORNING : MARCH,
  WHOLE: null,
};
window.benchReady = true;
