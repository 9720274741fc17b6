import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox.tsx';

function Example(props: Partial<ComboBoxProps<object>>) {
  return (
    <ComboBox label="City" description="Where the metering point is" {...props}>
      <ComboBoxItem id="helsinki">Helsinki</ComboBoxItem>
      <ComboBoxItem id="tallinn">Tallinn</ComboBoxItem>
      <ComboBoxItem id="tartu" isDisabled>
        Tartu
      </ComboBoxItem>
      <ComboBoxItem id="riga">Riga</ComboBoxItem>
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('is a combobox named by its label and described by its help text', () => {
    render(<Example />);
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveAccessibleDescription('Where the metering point is');
  });

  it('filters the options as the user types and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Example onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.type(input, 'ta');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Tallinn', 'Tartu']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toBe('tallinn');
    expect(input).toHaveValue('Tallinn');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters options given as data through defaultItems', async () => {
    const user = userEvent.setup();
    const cities = [
      { id: 'helsinki', name: 'Helsinki' },
      { id: 'tallinn', name: 'Tallinn' },
      { id: 'riga', name: 'Riga' },
    ];
    render(
      <ComboBox label="City" defaultItems={cities}>
        {(city) => <ComboBoxItem>{city.name}</ComboBoxItem>}
      </ComboBox>,
    );
    await user.type(screen.getByRole('combobox'), 'a');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tallinn', 'Riga']);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.type(screen.getByRole('combobox'), 'Oulu');
    expect(screen.getByRole('listbox')).toHaveTextContent('No matches');
    expect(screen.queryByRole('option', { name: 'Helsinki' })).not.toBeInTheDocument();
  });

  it('reverts unknown text on blur, unless custom values are allowed', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Example />);
    await user.type(screen.getByRole('combobox'), 'Oulu');
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveValue('');
    unmount();
    render(<Example allowsCustomValue />);
    await user.type(screen.getByRole('combobox'), 'Oulu');
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveValue('Oulu');
  });

  it('shows and links the error message while invalid', () => {
    render(<Example isInvalid errorMessage="Choose the city of the metering point." />);
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(
      expect.stringContaining('Choose the city of the metering point.'),
    );
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  });
});
