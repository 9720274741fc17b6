import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { StatCard } from './StatCard.tsx';

describe('StatCard', () => {
  it('shows the label, the figure formatted for the locale and the unit', () => {
    render(
      <I18nProvider locale="fi-FI">
        <StatCard label="Consumption in April" value={1412.6} unit="kWh" />
      </I18nProvider>,
    );
    expect(screen.getByText('Consumption in April')).toBeInTheDocument();
    expect(screen.getByText(/1\s412,6/)).toBeInTheDocument();
    expect(screen.getByText('kWh')).toBeInTheDocument();
  });

  it('says the trend in words, with the arrow hidden from assistive tech', () => {
    render(
      <StatCard label="Consumption" value={412} unit="kWh" change={-8} changeLabel="8% less than in March" />,
    );
    const trend = screen.getByText('8% less than in March').parentElement!;
    expect(trend.querySelector('svg')).toHaveAttribute('data-icon', 'ArrowDown');
    expect(trend.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('treats less consumption as good by default', () => {
    render(<StatCard label="Consumption" value={412} change={-8} changeLabel="8% less" />);
    expect(screen.getByText('8% less').parentElement).toHaveAttribute('data-tone', 'good');
  });

  it('treats a rise as bad by default and as good when told', () => {
    const { rerender } = render(<StatCard label="Use" value={1} change={5} changeLabel="5% more" />);
    const trend = () => screen.getByText('5% more').parentElement!;
    expect(trend()).toHaveAttribute('data-tone', 'bad');
    expect(trend().querySelector('svg')).toHaveAttribute('data-icon', 'ArrowUp');
    rerender(<StatCard label="Sold" value={1} change={5} changeLabel="5% more" increaseIs="good" />);
    expect(trend()).toHaveAttribute('data-tone', 'good');
    rerender(<StatCard label="Sold" value={1} change={5} changeLabel="5% more" increaseIs="neutral" />);
    expect(trend()).toHaveAttribute('data-tone', 'neutral');
  });

  it('shows no change as neutral, and no trend without words for it', () => {
    const { rerender } = render(<StatCard label="Use" value={1} change={0} changeLabel="Same as March" />);
    expect(screen.getByText('Same as March').parentElement).toHaveAttribute('data-tone', 'neutral');
    rerender(<StatCard label="Use" value={1} change={4} />);
    expect(document.querySelector('[data-tone]')).toBeNull();
  });

  it('keeps a string value as given', () => {
    render(<StatCard label="Contract" value="Exchange price" />);
    expect(screen.getByText('Exchange price')).toBeInTheDocument();
  });
});
