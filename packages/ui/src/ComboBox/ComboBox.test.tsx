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

  it('leaves options from a server as they are, and says while it loads them', async () => {
    const user = userEvent.setup();
    const found = [
      { id: 'narva', name: 'Narva mnt 5, Tallinn' },
      { id: 'parnu', name: 'Pärnu mnt 12, Tallinn' },
    ];
    const { rerender } = render(
      <ComboBox label="Place" items={found} isLoading loadingLabel="Searching places">
        {(place) => <ComboBoxItem>{place.name}</ComboBoxItem>}
      </ComboBox>,
    );
    expect(screen.getByRole('progressbar', { name: 'Searching places' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'zzz');
    // The server chose these: typing filters nothing away.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Narva mnt 5, Tallinn',
      'Pärnu mnt 12, Tallinn',
    ]);
    rerender(
      <ComboBox label="Place" items={[]} emptyState="No place matches" loadingLabel="Searching places">
        {(place: { id: string; name: string }) => <ComboBoxItem>{place.name}</ComboBoxItem>}
      </ComboBox>,
    );
    expect(screen.getByRole('listbox')).toHaveTextContent('No place matches');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps its status where a screen reader hears it while the list is open', async () => {
    const user = userEvent.setup();
    render(<Example statusMessage="2 cities found" />);
    await user.type(screen.getByRole('combobox'), 'ta');
    // Everything outside the list is hidden from assistive tech while it is open; the status is not.
    expect(screen.getByRole('status')).toHaveTextContent('2 cities found');
  });

  it('shows and links the error message while invalid', () => {
    render(<Example isInvalid errorMessage="Choose the city of the metering point." />);
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(
      expect.stringContaining('Choose the city of the metering point.'),
    );
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  });
});
