import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { InvoiceIcon } from '../icons/Invoice.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('says what is missing in a heading, with a description', () => {
    render(
      <EmptyState
        icon={<InvoiceIcon />}
        title="No invoices yet"
        description="Your first invoice arrives soon."
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No invoices yet' })).toBeInTheDocument();
    expect(screen.getByText('Your first invoice arrives soon.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('fits the page outline', () => {
    render(<EmptyState title="No invoices yet" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('offers its action', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(
      <EmptyState
        title="No consumption data"
        action={<Button onPress={onPress}>Enter a meter reading</Button>}
      />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
