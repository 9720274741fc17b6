import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is an indeterminate progressbar named by its label', () => {
    render(<Spinner label="Loading invoices" />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading invoices' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
    expect(spinner).toHaveAttribute('data-size', 'md');
  });

  it('shows the label on request without naming itself twice', () => {
    render(<Spinner label="Loading consumption" showLabel size="lg" />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading consumption' });
    expect(spinner).toHaveAttribute('data-show-label', 'true');
    expect(spinner).toHaveTextContent('Loading consumption');
    expect(screen.getByText('Loading consumption')).toHaveAttribute('aria-hidden', 'true');
  });
});
