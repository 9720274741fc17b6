import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Chart, type ChartProps } from './Chart.tsx';
import { preloadCharts } from './echartsCode.ts';
import { installCanvasStubs } from './testCanvas.ts';

// ECharts' code in before the charts render, as on a page that preloads it (lazyCode.test.tsx: without).
beforeAll(async () => {
  installCanvasStubs();
  await preloadCharts();
});

const inLocale = (locale: string, ui: ReactElement) =>
  render(<I18nProvider locale={locale}>{ui}</I18nProvider>);

/** Only what the caller must say: every text the Chart can say for itself is left out. */
const props: ChartProps = {
  title: 'Patēriņš',
  description: 'Patēriņš pa mēnešiem.',
  xLabel: 'Mēnesis',
  zoom: true,
  formatValue: (value) => String(value),
  data: {
    x: ['I', 'II', 'III'],
    series: [
      { name: '2025', kind: 'bar', values: [120, 98, 87], estimated: [false, true, false] },
      { name: '2024', kind: 'line', values: [131, 102, 90] },
    ],
  },
};

/** Written out here, not read from the dictionary, so a wrong or missing text fails. */
const expected = {
  'lv-LV': {
    showTable: 'Rādīt tabulā',
    hideTable: 'Paslēpt tabulu',
    empty: 'Nav datu, ko parādīt',
    loading: 'Ielādē…',
    estimated: 'aprēķināts',
    zoom: 'Tālummaiņa',
    from: 'No',
    to: 'Līdz',
  },
  'fi-FI': {
    showTable: 'Näytä taulukkona',
    hideTable: 'Piilota taulukko',
    empty: 'Ei näytettäviä tietoja',
    loading: 'Ladataan…',
    estimated: 'arvioitu',
    zoom: 'Zoomaus',
    from: 'Alkaen',
    to: 'Asti',
  },
};

describe.each(Object.entries(expected))('the Chart in %s', (locale, text) => {
  it('names its table toggle, zoom slider and estimated readings in the language', async () => {
    const user = userEvent.setup();
    inLocale(locale, <Chart {...props} />);
    const legend = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(legend).toEqual(['2025', '2024', `2025 (${text.estimated})`]);
    expect(screen.getByRole('group', { name: text.zoom })).toBeInTheDocument();
    const [from, to] = screen.getAllByRole('slider');
    expect(from).toHaveAccessibleName(`${text.from} ${text.zoom}`);
    expect(to).toHaveAccessibleName(`${text.to} ${text.zoom}`);

    const toggle = screen.getByRole('button', { name: text.showTable });
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName(text.hideTable);
    const table = screen.getByRole('table', { name: 'Patēriņš' });
    expect(within(table).getByRole('cell', { name: `98 (${text.estimated})` })).toBeInTheDocument();
  });

  it('says when there is nothing to draw, and while it loads', () => {
    const { rerender } = inLocale(locale, <Chart {...props} data={{ x: [], series: [] }} />);
    expect(screen.getByText(text.empty)).toBeInTheDocument();
    rerender(
      <I18nProvider locale={locale}>
        <Chart {...props} isLoading />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(text.loading);
  });
});

describe('the Chart’s texts', () => {
  it('give way to texts passed as props', () => {
    inLocale(
      'lv-LV',
      <Chart
        {...props}
        showTableLabel="Tabula"
        estimatedLabel="novērtēts"
        zoomLabel="Periods"
        zoomStartLabel="Sākums"
        zoomEndLabel="Beigas"
      />,
    );
    expect(screen.getByRole('button', { name: 'Tabula' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2025 (novērtēts)' })).toBeInTheDocument();
    expect(screen.getAllByRole('slider').map((s) => s.getAttribute('aria-label'))).toEqual([
      'Sākums',
      'Beigas',
    ]);
    expect(screen.getByRole('group', { name: 'Periods' })).toBeInTheDocument();
  });
});
