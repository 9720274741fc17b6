import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('is a polite status for info and success', () => {
    render(
      <>
        <Alert title="New price from 1.5.2025">8,49 c/kWh</Alert>
        <Alert tone="success" title="Payment received" />
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(2);
    expect(statuses[0]).toHaveTextContent('New price from 1.5.20258,49 c/kWh');
    expect(statuses[0]).toHaveAttribute('data-tone', 'info');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('interrupts for warning and danger', () => {
    render(
      <>
        <Alert tone="warning" title="Planned outage" />
        <Alert tone="danger" title="Payment overdue" />
      </>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.dataset.tone)).toEqual(['warning', 'danger']);
  });

  it('offers its action to the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(
      <Alert tone="danger" title="Payment overdue" action={<Button onPress={onPress}>Pay now</Button>} />,
    );
    await user.tab();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Pay now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('has a named dismiss button only when dismissable', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    const { rerender } = render(<Alert title="Payment received" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Alert title="Payment received" onDismiss={onDismiss} dismissLabel="Sulje ilmoitus" />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Sulje ilmoitus' })).toHaveFocus();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('hides its tone icon from assistive tech', () => {
    render(<Alert tone="warning" title="Planned outage" />);
    expect(screen.getByRole('alert').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
