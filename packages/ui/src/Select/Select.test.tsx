import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, SelectItem, SelectSection, type SelectProps } from './Select.tsx';

function Example(props: Partial<SelectProps<object>>) {
  return (
    <Select
      label="Metering point"
      placeholder="Choose a metering point"
      description="Where you live"
      {...props}
    >
      <SelectSection title="Finland">
        <SelectItem id="helsinki">Mannerheimintie 12, Helsinki</SelectItem>
        <SelectItem id="espoo" isDisabled>
          Tapiolantie 3, Espoo
        </SelectItem>
      </SelectSection>
      <SelectSection title="Estonia">
        <SelectItem id="tallinn">Narva mnt 5, Tallinn</SelectItem>
      </SelectSection>
    </Select>
  );
}

describe('Select', () => {
  it('is a button named by its label that shows the placeholder and description', () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: /Metering point/ });
    expect(trigger).toHaveTextContent('Choose a metering point');
    expect(trigger).toHaveAccessibleDescription('Where you live');
  });

  it('opens with the keyboard, skips disabled options and selects with Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Example onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Mannerheimintie 12, Helsinki' })).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Tapiolantie 3, Espoo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Narva mnt 5, Tallinn' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('tallinn');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: /Metering point/ });
    expect(trigger).toHaveTextContent('Narva mnt 5, Tallinn');
    // Focus goes back to the trigger once the popover has finished closing.
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
  });

  it('groups options under headings and marks the selected one', async () => {
    const user = userEvent.setup();
    render(<Example defaultValue="helsinki" />);
    await user.click(screen.getByRole('button', { name: /Metering point/ }));
    expect(screen.getByRole('group', { name: 'Estonia' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Mannerheimintie 12, Helsinki' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows and links the error message while invalid', () => {
    render(<Example isInvalid errorMessage="Choose the metering point for this contract." />);
    const trigger = screen.getByRole('button', { name: /Metering point/ });
    expect(screen.getByText('Choose the metering point for this contract.')).toBeVisible();
    expect(trigger).toHaveAccessibleDescription(expect.stringContaining('Choose the metering point'));
  });

  it('cannot be opened while disabled', async () => {
    const user = userEvent.setup();
    render(<Example isDisabled />);
    const trigger = screen.getByRole('button', { name: /Metering point/ });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
