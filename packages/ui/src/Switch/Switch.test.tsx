import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('is a switch named by its label and described by its help text', () => {
    render(<Switch description="To +358 40 123 4567">SMS outage alerts</Switch>);
    const control = screen.getByRole('switch', { name: 'SMS outage alerts' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('To +358 40 123 4567');
  });

  it('toggles with a click and with Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Switch onChange={onChange}>Email invoices</Switch>);
    await user.click(screen.getByText('Email invoices'));
    expect(screen.getByRole('switch')).toBeChecked();
    await user.keyboard(' ');
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Switch>Email invoices</Switch>);
    await user.tab();
    expect(screen.getByRole('switch')).toHaveFocus();
    expect(screen.getByText('Email invoices').closest('label')).toHaveAttribute('data-focus-visible', 'true');
  });

  it('shows a linked error while invalid', () => {
    render(
      <Switch isInvalid errorMessage="Required by your housing company.">
        Share consumption
      </Switch>,
    );
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Required by your housing company.');
  });

  it('cannot be toggled while disabled or read-only', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Switch isDisabled>Disabled</Switch>
        <Switch isReadOnly defaultSelected>
          Read-only
        </Switch>
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Disabled' })).toBeDisabled();
    await user.click(screen.getByText('Read-only'));
    expect(screen.getByRole('switch', { name: 'Read-only' })).toBeChecked();
  });
});
