import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { Chart } from './Chart.tsx';
import { loadedCharts } from './echartsCode.ts';
import { installCanvasStubs } from './testCanvas.ts';

beforeAll(installCanvasStubs);

describe("a Chart shown before ECharts' code is in", () => {
  it('draws its box and texts at once, and the chart once the code has come', async () => {
    expect(loadedCharts()).toBeUndefined();
    render(
      <Chart
        title="Electricity consumption"
        description="Consumption by month."
        xLabel="Month"
        yLabel="kWh"
        data={{ x: ['Jan', 'Feb'], series: [{ name: '2025', kind: 'bar', unit: 'kWh', values: [120, 98] }] }}
      />,
    );
    const image = screen.getByRole('img', { name: 'Electricity consumption' });
    expect(screen.getByText('Consumption by month.')).toBeInTheDocument();
    expect(getInstanceByDom(image)).toBeUndefined();
    await waitFor(() => {
      expect(getInstanceByDom(image)).toBeDefined();
    });
    const option = getInstanceByDom(image)!.getOption() as { series: Array<{ name: string }> };
    expect(option.series.map((series) => series.name)).toEqual(['2025']);
  });
});
