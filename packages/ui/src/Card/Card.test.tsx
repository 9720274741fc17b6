import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('shows its title as a heading of the requested level, then body and footer', () => {
    render(
      <Card title="Invoice 2025-104" headingLevel={3} footer="84.20 EUR">
        Due 15.05.2025
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Invoice 2025-104' })).toBeInTheDocument();
    expect(screen.getByText('Due 15.05.2025')).toBeInTheDocument();
    expect(screen.getByText('84.20 EUR')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('puts its variant on a data attribute', () => {
    render(
      <Card variant="outlined" title="Contract">
        Body
      </Card>,
    );
    expect(screen.getByRole('heading').closest('[data-variant]')).toHaveAttribute('data-variant', 'outlined');
  });

  it('with href is one link named by its title, reached with Tab and followed with Enter', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(
      <Card title="Electricity contract" href="/contracts/1" onPress={onPress}>
        Narva mnt 5, Tallinn
      </Card>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Electricity contract');
    expect(links[0]).toHaveAttribute('href', '/contracts/1');
    await user.tab();
    expect(links[0]).toHaveFocus();
    expect(links[0]).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('keeps header actions separately usable on a link card', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Card
        title="Invoice 2025-104"
        href="/invoices/2025-104"
        actions={
          <button type="button" onClick={onClick}>
            Download PDF
          </button>
        }
      >
        84.20 EUR
      </Card>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalled();
  });
});
