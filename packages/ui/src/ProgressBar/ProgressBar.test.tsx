import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with its value', () => {
    render(<ProgressBar label="Uploading meter photo" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading meter photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
    expect(bar).toHaveTextContent('45%');
  });

  it('takes a custom value label and range', () => {
    render(<ProgressBar label="Contract setup" value={3} maxValue={5} valueLabel="Step 3 of 5" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 3 of 5');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveTextContent('Step 3 of 5');
  });

  it('has no value while indeterminate', () => {
    render(<ProgressBar label="Loading invoices" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Loading invoices' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-indeterminate', 'true');
  });

  it('can hide the value text and use an aria-label', () => {
    render(<ProgressBar aria-label="Import progress" value={20} showValueLabel={false} size="sm" />);
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).not.toHaveTextContent('20%');
    expect(bar).toHaveAttribute('data-size', 'sm');
  });
});
