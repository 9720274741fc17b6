import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('is a multi-line textbox named by its label', () => {
    render(<TextArea label="Message" description="We answer within two working days." rows={4} />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    expect(area).toHaveAccessibleDescription('We answer within two working days.');
  });

  it('keeps Enter as a new line', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextArea label="Message" onChange={onChange} />);
    await user.type(screen.getByRole('textbox'), 'Hello{Enter}there');
    expect(onChange).toHaveBeenLastCalledWith('Hello\nthere');
  });

  it('shows a linked error while invalid', () => {
    render(<TextArea label="Message" isInvalid errorMessage="Write a message of at least 10 characters." />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Write a message of at least 10 characters.');
  });

  it('grows with content unless told not to', () => {
    render(
      <>
        <TextArea label="Grows" />
        <TextArea label="Fixed" autoGrow={false} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Grows' })).toHaveAttribute('data-auto-grow', 'true');
    expect(screen.getByRole('textbox', { name: 'Fixed' })).not.toHaveAttribute('data-auto-grow');
  });

  it('is disabled or required when told', () => {
    render(
      <>
        <TextArea label="Old message" isDisabled />
        <TextArea label="New message" isRequired />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Old message' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'New message' })).toBeRequired();
  });
});
