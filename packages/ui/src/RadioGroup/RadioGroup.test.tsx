import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';

function Delivery(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Invoice delivery" {...props}>
      <Radio value="email">Email</Radio>
      <Radio value="einvoice" description="Arrives in your online bank.">
        E-invoice
      </Radio>
      <Radio value="paper">Paper</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label, with described options', () => {
    render(<Delivery />);
    expect(screen.getByRole('radiogroup', { name: 'Invoice delivery' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-invoice' })).toHaveAccessibleDescription(
      'Arrives in your online bank.',
    );
  });

  it('is one tab stop; arrow keys choose', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Delivery defaultValue="email" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'E-invoice' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('einvoice');
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('chooses by clicking a label', async () => {
    const user = userEvent.setup();
    render(<Delivery />);
    await user.click(screen.getByText('Paper'));
    expect(screen.getByRole('radio', { name: 'Paper' })).toBeChecked();
  });

  it('shows a linked error while invalid', () => {
    render(<Delivery isInvalid errorMessage="Choose how you want to receive invoices." />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose how you want to receive invoices.',
    );
  });

  it('carries its variant and orientation for styling', () => {
    render(<Delivery variant="card" orientation="horizontal" />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('data-variant', 'card');
    expect(group).toHaveAttribute('aria-orientation', 'horizontal');
  });

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup();
    render(<Delivery isDisabled defaultValue="email" />);
    await user.click(screen.getByText('Paper'));
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
