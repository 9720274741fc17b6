import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('renders a div with the default gap and alignment', () => {
    render(
      <Stack>
        <p>Invoice 2025-104</p>
      </Stack>,
    );
    const stack = screen.getByText('Invoice 2025-104').parentElement!;
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveAttribute('data-gap', '200');
    expect(stack).toHaveAttribute('data-align', 'stretch');
  });

  it('renders as a list that keeps list semantics', () => {
    render(
      <Stack as="ul" aria-label="Open invoices" gap="100">
        <li>Invoice 2025-104</li>
        <li>Invoice 2025-091</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Open invoices' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveAttribute('data-gap', '100');
  });

  it('renders as a named landmark', () => {
    render(
      <Stack as="section" aria-label="Metering point" align="start">
        <p>Helsinki</p>
      </Stack>,
    );
    expect(screen.getByRole('region', { name: 'Metering point' })).toHaveAttribute('data-align', 'start');
  });

  it('takes layout but not looks from its consumer', () => {
    render(
      <Stack layout={{ marginBlockStart: 24 }} id="invoices">
        <p>Invoice</p>
      </Stack>,
    );
    const stack = document.getElementById('invoices');
    expect(stack).toHaveStyle({ marginBlockStart: '24px' });
  });
});
