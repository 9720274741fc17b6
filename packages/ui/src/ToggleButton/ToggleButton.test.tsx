import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToggleButton } from './ToggleButton.tsx';

describe('ToggleButton', () => {
  it('is a button whose pressed state follows clicks', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ToggleButton onChange={onChange}>Show estimated readings</ToggleButton>);
    const button = screen.getByRole('button', { name: 'Show estimated readings' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('data-selected', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('toggles with Space and Enter from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ToggleButton defaultSelected>Compare to last year</ToggleButton>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Compare to last year' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a check mark when on, so the state is not colour alone', async () => {
    const user = userEvent.setup();
    render(<ToggleButton>Show estimated readings</ToggleButton>);
    const button = screen.getByRole('button');
    expect(button.querySelector('[data-icon="Check"]')).toBeNull();
    await user.click(button);
    expect(button.querySelector('[data-icon="Check"]')).not.toBeNull();
    // The name stays the same; aria-pressed carries the state.
    expect(button).toHaveAccessibleName('Show estimated readings');
  });

  it('does not toggle while disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <ToggleButton isDisabled onChange={onChange}>
        Show estimated readings
      </ToggleButton>,
    );
    await user.click(screen.getByRole('button'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  });
});
