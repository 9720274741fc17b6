import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField } from './NumberField.tsx';

const euro = { style: 'currency', currency: 'EUR' } as const;

describe('NumberField', () => {
  it('is a textbox named by its label, formatting the value for the locale', () => {
    render(<NumberField label="Monthly instalment" defaultValue={85} formatOptions={euro} />);
    const input = screen.getByRole('textbox', { name: 'Monthly instalment' });
    expect(input).toHaveValue('€85.00');
  });

  it('steps with the arrow keys and the buttons, within its limits', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<NumberField label="Instalment" defaultValue={495} step={5} maxValue={500} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(490);
    await user.click(screen.getByRole('button', { name: /increase/i }));
    await user.click(screen.getByRole('button', { name: /increase/i }));
    expect(onChange).toHaveBeenLastCalledWith(500);
    expect(screen.getByRole('button', { name: /increase/i })).toBeDisabled();
  });

  it('keeps the stepper buttons out of the tab order', async () => {
    const user = userEvent.setup();
    render(
      <>
        <NumberField label="Reading" defaultValue={1} />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('shows a decorative unit that is not read out', () => {
    render(<NumberField label="Meter reading, kWh" suffix="kWh" defaultValue={31877} />);
    expect(screen.getByText('kWh')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Meter reading, kWh' })).toBeInTheDocument();
  });

  it('shows a linked error while invalid', () => {
    render(<NumberField label="Instalment" isInvalid errorMessage="At least 20 €." />);
    const input = screen.getByRole('textbox', { name: 'Instalment' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 20 €.');
  });

  it('cannot be changed while disabled', () => {
    render(<NumberField label="Instalment" isDisabled defaultValue={85} />);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: /increase/i })).toBeDisabled();
  });
});
