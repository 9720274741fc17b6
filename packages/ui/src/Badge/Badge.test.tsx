import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Badge, StatusBadge } from './Badge.tsx';

describe('Badge', () => {
  it('is static text with its tone and size on data attributes', () => {
    render(<Badge tone="accent">New</Badge>);
    const badge = screen.getByText('New');
    expect(badge).toHaveAttribute('data-tone', 'accent');
    expect(badge).toHaveAttribute('data-size', 'md');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('defaults to neutral', () => {
    render(<Badge>Electricity</Badge>);
    expect(screen.getByText('Electricity')).toHaveAttribute('data-tone', 'neutral');
  });
});

describe('StatusBadge', () => {
  it('says the status in words, with a decorative icon as a second cue', () => {
    render(<StatusBadge tone="danger">Overdue</StatusBadge>);
    const badge = screen.getByText('Overdue');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    const icon = badge.querySelector('svg');
    expect(icon).toHaveAttribute('data-icon', 'Error');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(badge.textContent).toBe('Overdue');
  });

  it('can leave the icon out', () => {
    render(
      <StatusBadge tone="success" showIcon={false}>
        Paid
      </StatusBadge>,
    );
    expect(screen.getByText('Paid').querySelector('svg')).toBeNull();
  });

  it('takes layout from its consumer', () => {
    render(
      <StatusBadge tone="warning" layout={{ marginInlineStart: 8 }}>
        Unpaid
      </StatusBadge>,
    );
    expect(screen.getByText('Unpaid')).toHaveStyle({ marginInlineStart: '8px' });
  });
});
