import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components/Form';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is a textbox named by its label and described by its help text', () => {
    render(<TextField label="Email" description="We send invoices here." type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We send invoices here.');
    expect(input).toHaveAttribute('data-size', 'md');
  });

  it('takes typing and reports the value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextField label="Mobile phone" type="tel" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Mobile phone' })).toHaveFocus();
    await user.keyboard('+358');
    expect(onChange).toHaveBeenLastCalledWith('+358');
  });

  it('marks required visibly without adding the marker to the name', () => {
    render(<TextField label="Email" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
  });

  it('shows and links the error message while invalid', () => {
    render(<TextField label="Email" isInvalid errorMessage="Enter an email address like name@example.com" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com');
  });

  it('validates a required field on submit and focuses it', async () => {
    const user = userEvent.setup();
    render(
      <Form>
        <TextField label="Email" name="email" isRequired errorMessage="Enter your email address" />
        <button type="submit">Save</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Enter your email address');
  });

  it('runs validate as the user types with aria validation', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        label="Meter point ID"
        validationBehavior="aria"
        validate={(v) => (/^\d{18}$/.test(v) ? null : 'The meter point ID has 18 digits.')}
      />,
    );
    await user.type(screen.getByRole('textbox'), '6430');
    expect(screen.getByText('The meter point ID has 18 digits.')).toBeInTheDocument();
  });

  it('cannot be edited while disabled or read-only', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TextField label="Supply address" isDisabled defaultValue="Mannerheimintie 12" />
        <TextField label="Customer number" isReadOnly defaultValue="100482731" />
      </>,
    );
    const disabled = screen.getByRole('textbox', { name: 'Supply address' });
    const readOnly = screen.getByRole('textbox', { name: 'Customer number' });
    expect(disabled).toBeDisabled();
    await user.type(readOnly, '9');
    expect(readOnly).toHaveValue('100482731');
    expect(readOnly).toHaveAttribute('readonly');
  });
});
