import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive tech while its group announces the loading state', () => {
    const { container } = render(
      <SkeletonGroup label="Loading invoices">
        <Skeleton variant="circle" width={40} />
        <Skeleton lines={3} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoices');
    const shapes = container.querySelectorAll('[data-variant]');
    expect(shapes).toHaveLength(4);
    shapes.forEach((shape) => {
      expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
    });
  });

  it('draws the requested number of text lines', () => {
    const { container } = render(<Skeleton lines={4} />);
    expect(container.querySelectorAll('[data-variant="text"]')).toHaveLength(4);
  });

  it('makes a circle as tall as it is wide and takes layout', () => {
    const { container } = render(<Skeleton variant="circle" width={48} layout={{ marginInlineEnd: 8 }} />);
    expect(container.firstElementChild).toHaveStyle({
      width: '48px',
      height: '48px',
      marginInlineEnd: '8px',
    });
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'circle');
  });
});
