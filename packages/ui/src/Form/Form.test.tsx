import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from '../TextField/index.ts';
import { Form } from './Form.tsx';

function ContactForm({ onSubmit = jest.fn(), ...props }: Partial<Parameters<typeof Form>[0]>) {
  return (
    <Form
      aria-label="Contact details"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e);
      }}
      {...props}
    >
      <TextField name="name" label="Full name" isRequired errorMessage="Enter your name" />
      <TextField name="email" type="email" label="Email" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form', () => {
  it('is a form named by its label', () => {
    render(<ContactForm />);
    expect(screen.getByRole('form', { name: 'Contact details' })).toBeInTheDocument();
  });

  it('blocks submitting with native validation and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter your name');
  });

  it('submits once the fields are valid', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Anna Virtanen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not block submitting with aria validation', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<ContactForm onSubmit={onSubmit} validationBehavior="aria" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows server errors on their fields and clears one once the user has changed it', async () => {
    const user = userEvent.setup();
    render(<ContactForm validationErrors={{ email: 'This email is already in use.' }} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This email is already in use.');
    await user.type(email, 'anna@example.fi');
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('This email is already in use.')).not.toBeInTheDocument();
  });
});
