import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components/Form';
import { Input, TextField } from 'react-aria-components/TextField';
import { Description, FieldError, Label } from './Field.tsx';

function EmailField({ isRequired = false, message }: { isRequired?: boolean; message?: string }) {
  return (
    <TextField name="email" type="email" isRequired={isRequired}>
      <Label isRequired={isRequired}>Email</Label>
      <Input />
      <Description>We send invoices to this address.</Description>
      <FieldError>{message}</FieldError>
    </TextField>
  );
}

describe('Field pieces', () => {
  it('names the control by the label and describes it by the help text', () => {
    render(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send invoices to this address.');
  });

  it('shows a required marker that is not part of the name', () => {
    render(<EmailField isRequired />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders no error while valid, but keeps the live region mounted', () => {
    const { container } = render(<EmailField message="Enter an email address like name@example.com" />);
    expect(screen.queryByText(/Enter an email/)).not.toBeInTheDocument();
    expect(container.querySelector('[aria-live="polite"]')).toBeInTheDocument();
  });

  it('shows the error inside a live region and links it to the control', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Form validationBehavior="aria">
        <TextField name="email" validate={(v) => (v.includes('@') ? null : 'Enter a valid email address')}>
          <Label>Email</Label>
          <Input />
          <FieldError />
        </TextField>
      </Form>,
    );
    await user.type(screen.getByRole('textbox'), 'anna');
    const message = screen.getByText('Enter a valid email address');
    expect(container.querySelector('[aria-live="polite"]')).toContainElement(message);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address');
  });

  it('shows server errors passed through the form', () => {
    render(
      <Form validationErrors={{ email: 'This email is already used by another customer' }}>
        <EmailField />
      </Form>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'We send invoices to this address. This email is already used by another customer',
    );
  });

  it('lets the message depend on the validation result', () => {
    render(
      <TextField isInvalid>
        <Label>Meter number</Label>
        <Input />
        <FieldError>{({ isInvalid }) => (isInvalid ? 'Check the meter number' : '')}</FieldError>
      </TextField>,
    );
    expect(screen.getByText('Check the meter number')).toBeInTheDocument();
  });
});
