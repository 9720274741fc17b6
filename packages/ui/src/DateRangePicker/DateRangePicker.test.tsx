import { describe, expect, it, jest } from '@jest/globals';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';

function Example({
  locale = 'en-GB',
  ...props
}: Partial<DateRangePickerProps<CalendarDate>> & { locale?: string }) {
  return (
    <I18nProvider locale={locale}>
      <DateRangePicker label="Report period" description="Consumption, kWh" {...props} />
    </I18nProvider>
  );
}

function fieldText(): string {
  const group = screen.getByRole('group', { name: /Report period/ });
  return group.textContent.replace(/[\u2066-\u2069\u200e\u200f]/g, '').replace(/\s/g, '');
}

const march = { start: parseDate('2025-03-03'), end: parseDate('2025-03-09') };

describe('DateRangePicker', () => {
  // A month grid is a lot of DOM for jsdom on a shared machine.
  jest.setTimeout(20_000);

  it.each(['en-GB', 'en-US', 'sv-SE', 'lv-LV'])('writes both dates DD.MM.YYYY in %s', (locale) => {
    render(<Example locale={locale} defaultValue={march} />);
    expect(fieldText()).toMatch(/^03\.03\.2025–09\.03\.2025/);
  });

  it('chooses a range in the calendar, weeks starting on Monday', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    render(<Example locale="en-US" defaultValue={march} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('th')).toHaveTextContent(/^M/);
    // Focus starts on the range start; arrow keys move by day and week.
    expect(document.activeElement).toHaveAttribute('aria-label', expect.stringContaining('March 3, 2025'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('aria-label', expect.stringContaining('March 10, 2025'));
    const grid = within(dialog).getByRole('grid');
    const cell = (day: string) =>
      within(grid).getByText(day, { selector: '[data-rac]:not([data-outside-month])' });
    await user.click(cell('10'));
    await user.click(cell('12'));
    expect(onChange).toHaveBeenLastCalledWith({
      start: parseDate('2025-03-10'),
      end: parseDate('2025-03-12'),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fieldText()).toMatch(/^10\.03\.2025–12\.03\.2025/);
  });

  it('marks days inside the range and disables days outside min/max', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Example defaultValue={march} minValue={parseDate('2025-03-02')} maxValue={parseDate('2025-03-28')} />,
    );
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const grid = screen.getByRole('grid');
    const cell = (day: string) =>
      within(grid).getByText(day, { selector: '[data-rac]:not([data-outside-month])' });
    expect(cell('3')).toHaveAttribute('data-selection-start', 'true');
    expect(cell('5')).toHaveAttribute('data-selected', 'true');
    expect(cell('9')).toHaveAttribute('data-selection-end', 'true');
    expect(cell('1')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('29')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows and links an error when the end is before the start', () => {
    render(
      <Example
        validationBehavior="aria"
        defaultValue={{ start: parseDate('2025-03-20'), end: parseDate('2025-03-10') }}
        errorMessage="The end date must be after the start date."
      />,
    );
    expect(screen.getByText('The end date must be after the start date.')).toBeVisible();
    expect(screen.getByRole('group', { name: /Report period/ })).toHaveAttribute('data-invalid', 'true');
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      expect.stringContaining('The end date must be after the start date.'),
    );
  });
});
