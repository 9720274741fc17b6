import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close').tagName).toBe('SPAN');
  });

  it('lets a focusable skip link inside it take keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <VisuallyHidden focusable as="div">
        <a href="#main">Skip to main content</a>
      </VisuallyHidden>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link.parentElement).toHaveAttribute('data-focusable', 'true');
  });

  it('is not marked focusable by default', () => {
    render(<VisuallyHidden>including VAT</VisuallyHidden>);
    expect(screen.getByText('including VAT')).not.toHaveAttribute('data-focusable');
  });
});
