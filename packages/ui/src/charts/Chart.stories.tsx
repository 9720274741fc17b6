import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chart } from './Chart.tsx';
import type { ChartSeries, FormatX } from './types.ts';

/** Deterministic "noise" (mulberry32), so stories and screenshots draw the same every time. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const formatDate: FormatX = (x) =>
  x instanceof Date ? `${pad(x.getDate())}.${pad(x.getMonth() + 1)}.${x.getFullYear()}` : x;
const formatDateTime: FormatX = (x) =>
  x instanceof Date ? `${formatDate(x)} ${pad(x.getHours())}:${pad(x.getMinutes())}` : x;

/** Daily household electricity in kWh: more in winter, a little noise, weekends higher. */
function dailyConsumption(year: number, seed: number) {
  const next = random(seed);
  const days = Array.from({ length: 365 }, (_, i) => new Date(year, 0, 1 + i));
  const values = days.map((day, i) => {
    const season = 14 + 9 * Math.cos((2 * Math.PI * i) / 365);
    const weekend = day.getDay() === 0 || day.getDay() === 6 ? 2.5 : 0;
    return Math.round((season + weekend + next() * 4) * 10) / 10;
  });
  return { days, values };
}

const thisYear = dailyConsumption(2025, 1);
const lastYear = dailyConsumption(2024, 2);
// The meter was offline for a week in March: those days are estimated.
const estimatedDays = thisYear.days.map((_, i) => i >= 68 && i < 75);

const hours = Array.from({ length: 24 }, (_, h) => `${pad(h)}:00`);
const hourlyNoise = random(3);
const hourly = hours.map((_, h) => {
  const morning = Math.exp(-((h - 7) ** 2) / 4);
  const evening = 1.6 * Math.exp(-((h - 19) ** 2) / 6);
  return Math.round((0.35 + morning + evening + hourlyNoise() * 0.2) * 100) / 100;
});

const priceNoise = random(4);
const week = Array.from({ length: 168 }, (_, h) => new Date(2025, 1, 3, h));
const prices = week.map((date) => {
  const h = date.getHours();
  const peak = 6 * Math.exp(-((h - 8) ** 2) / 6) + 8 * Math.exp(-((h - 18) ** 2) / 5);
  return Math.round((3 + peak + priceNoise() * 3) * 100) / 100;
});
const averagePrice = Math.round((prices.reduce((a, b) => a + b, 0) / prices.length) * 100) / 100;

const meta = {
  title: 'Charts/Chart',
  component: Chart,
  tags: ['autodocs'],
  args: {
    title: 'Electricity consumption, 2025 and 2024',
    description:
      'Daily consumption at Mannerheimintie 12, Helsinki. Winter days use about twice as much as summer days; 10–16 March are estimated.',
    xLabel: 'Date',
    yLabel: 'kWh',
    showTableLabel: 'Show as table',
    hideTableLabel: 'Hide table',
    emptyLabel: 'No consumption for this period yet.',
    estimatedLabel: 'estimated',
    formatX: formatDate,
    data: {
      x: thisYear.days,
      series: [
        { name: '2025', kind: 'line', unit: 'kWh', values: thisYear.values, estimated: estimatedDays },
        { name: '2024', kind: 'line', unit: 'kWh', values: lastYear.values },
      ],
    },
  },
  argTypes: { onZoom: { action: 'zoomed' } },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of daily consumption against last year, with a zoom slider and an estimated week. */
export const ConsumptionWithLastYear: Story = {};

/** One day's hourly consumption as bars; the evening hours are estimated. */
export const HourlyBars: Story = {
  args: {
    title: 'Electricity consumption, 12.02.2025 by hour',
    description: 'Consumption peaks at 19:00 with 2.1 kWh; 20:00–22:00 are estimated.',
    xLabel: 'Hour',
    formatX: undefined,
    data: {
      x: hours,
      series: [
        {
          name: 'Consumption',
          kind: 'bar',
          unit: 'kWh',
          values: hourly,
          estimated: hours.map((_, h) => h >= 20 && h <= 22),
        },
      ],
    },
  },
};

/** A week of hourly spot prices with the week's average as a mark line. */
export const SpotPriceWithAverage: Story = {
  args: {
    title: 'Spot price of electricity, 3–9 February 2025',
    description: `Hourly Nord Pool spot price for Finland. The week's average is ${averagePrice} c/kWh; prices peak in the mornings and evenings.`,
    xLabel: 'Hour',
    yLabel: 'c/kWh',
    formatX: formatDateTime,
    data: { x: week, series: [{ name: 'Spot price', kind: 'line', unit: 'c/kWh', values: prices }] },
    markLines: [{ label: 'Average', value: averagePrice }],
  },
};

/** Monthly consumption as bars against last year's as a line. */
export const BarsAndLine: Story = {
  args: {
    title: 'District heating, Kuusen Lämpö, 2025 and 2024',
    description:
      'Monthly heat use in MWh at Brīvības iela 55, Riga. January was the coldest month of both years.',
    xLabel: 'Month',
    yLabel: 'MWh',
    formatX: undefined,
    data: {
      x: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      series: [
        {
          name: '2025',
          kind: 'bar',
          unit: 'MWh',
          values: [3.1, 2.8, 2.2, 1.4, 0.7, 0.3, 0.2, 0.3, 0.8, 1.5, 2.3, null],
        },
        {
          name: '2024',
          kind: 'line',
          unit: 'MWh',
          values: [3.4, 2.9, 2.4, 1.3, 0.6, 0.3, 0.2, 0.3, 0.9, 1.6, 2.2, 2.9],
        },
      ],
    } satisfies { x: string[]; series: ChartSeries[] },
  },
};

export const Empty: Story = {
  args: {
    title: 'Gas consumption, 2025',
    description: 'Gas consumption at Narva mnt 5, Tallinn, by day.',
    data: { x: [], series: [{ name: '2025', kind: 'bar', unit: 'm³', values: [] }] },
  },
};

export const Loading: Story = { args: { isLoading: true, loadingLabel: 'Loading consumption…' } };

/**
 * A year of 15-minute readings in two series (70 080 points), drawn from decimated rows (each slice's
 * highest and lowest reading) and picked again for the range zoomed to; dates on the axis, times in the
 * tooltip (formatAxisX). No symbols, no animation.
 */
export const YearOf15MinuteData: Story = {
  args: (() => {
    const next = random(5);
    const x = Array.from({ length: 35_040 }, (_, i) => new Date(2025, 0, 1, 0, i * 15));
    const series = (name: string, scale: number): ChartSeries => ({
      name,
      kind: 'line',
      unit: 'kWh',
      values: x.map((d, i) => {
        const season = 1 + 0.6 * Math.cos((2 * Math.PI * i) / 35_040);
        const daily = 0.5 + Math.exp(-((d.getHours() - 19) ** 2) / 6);
        return Math.round(season * daily * scale * (0.7 + next() * 0.6) * 100) / 100;
      }),
    });
    return {
      title: 'Electricity consumption and production, 2025, every 15 minutes',
      description: 'Consumption and solar production at Tartu mnt 80, Tallinn, in 15-minute intervals.',
      xLabel: 'Time',
      formatX: formatDateTime,
      formatAxisX: formatDate,
      data: { x, series: [series('Consumption', 0.3), series('Production', 0.15)] },
    };
  })(),
};
