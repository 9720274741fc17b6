import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Meter, meterToneFor } from './Meter.tsx';

describe('Meter', () => {
  it('is a meter named by its label and described by its description', () => {
    render(<Meter label="Share of yearly consumption" value={72} description="3 240 of 4 500 kWh" />);
    const meter = screen.getByRole('meter', { name: 'Share of yearly consumption' });
    expect(meter).toHaveAttribute('aria-valuenow', '72');
    expect(meter).toHaveTextContent('72%');
    expect(meter).toHaveAccessibleDescription('3 240 of 4 500 kWh');
  });

  it('takes its tone from thresholds', () => {
    const thresholds = { warning: 90, danger: 100 };
    const { rerender } = render(<Meter label="Share" value={72} thresholds={thresholds} />);
    expect(screen.getByRole('meter')).toHaveAttribute('data-tone', 'success');
    rerender(<Meter label="Share" value={94} thresholds={thresholds} />);
    expect(screen.getByRole('meter')).toHaveAttribute('data-tone', 'warning');
    rerender(<Meter label="Share" value={100} thresholds={thresholds} />);
    expect(screen.getByRole('meter')).toHaveAttribute('data-tone', 'danger');
  });

  it('lets an explicit tone win and defaults to accent', () => {
    const { rerender } = render(<Meter label="Share" value={10} />);
    expect(screen.getByRole('meter')).toHaveAttribute('data-tone', 'accent');
    rerender(<Meter label="Share" value={10} tone="danger" thresholds={{ danger: 50 }} />);
    expect(screen.getByRole('meter')).toHaveAttribute('data-tone', 'danger');
  });

  it('takes a custom value label and can hide it', () => {
    const { rerender } = render(
      <Meter label="Heating budget" value={640} maxValue={1000} valueLabel="640 / 1 000 EUR" />,
    );
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '640 / 1 000 EUR');
    expect(screen.getByRole('meter')).toHaveTextContent('640 / 1 000 EUR');
    rerender(<Meter aria-label="Heating budget" value={640} maxValue={1000} showValueLabel={false} />);
    expect(screen.getByRole('meter', { name: 'Heating budget' })).not.toHaveTextContent('64%');
  });

  it('picks the highest threshold reached', () => {
    expect(meterToneFor(5, { warning: 5 })).toBe('warning');
    expect(meterToneFor(4, { warning: 5 })).toBe('success');
    expect(meterToneFor(4)).toBe('accent');
  });
});
