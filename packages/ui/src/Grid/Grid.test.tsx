import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Grid } from './Grid.tsx';

describe('Grid', () => {
  it('picks a precomputed column count per breakpoint', () => {
    render(
      <Grid id="grid" columns={{ base: 1, md: 2, lg: 3 }} gap="300">
        <div>Electricity</div>
      </Grid>,
    );
    const grid = document.getElementById('grid');
    expect(grid).toHaveAttribute('data-columns-base', '1');
    expect(grid).toHaveAttribute('data-columns-md', '2');
    expect(grid).toHaveAttribute('data-columns-lg', '3');
    expect(grid).not.toHaveAttribute('data-columns-sm');
    expect(grid).toHaveAttribute('data-gap', '300');
  });

  it('treats a single count as the count at every width', () => {
    render(
      <Grid id="grid" columns={4}>
        <div>Gas</div>
      </Grid>,
    );
    expect(document.getElementById('grid')).toHaveAttribute('data-columns-base', '4');
  });

  it('fills columns of a minimum width instead of counts', () => {
    render(
      <Grid id="grid" columns={3} minItemWidth="14rem" layout={{ marginBlockEnd: 8 }}>
        <div>Gas</div>
      </Grid>,
    );
    const grid = document.getElementById('grid')!;
    expect(grid).toHaveAttribute('data-auto-fill');
    expect(grid).not.toHaveAttribute('data-columns-base');
    expect(grid.getAttribute('style')).toContain('14rem');
    expect(grid).toHaveStyle({ marginBlockEnd: '8px' });
  });

  it('renders as a named list', () => {
    render(
      <Grid as="ul" aria-label="Metering points" columns={2}>
        <li>Helsinki</li>
        <li>Tallinn</li>
      </Grid>,
    );
    expect(screen.getByRole('list', { name: 'Metering points' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
