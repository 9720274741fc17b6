import { describe, expect, it, jest } from '@jest/globals';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { DatePicker, type DatePickerProps } from './DatePicker.tsx';
import { dateFormatLocale } from './dateFormatLocale.ts';

function Example({
  locale = 'en-GB',
  ...props
}: Partial<DatePickerProps<CalendarDate>> & { locale?: string }) {
  return (
    <I18nProvider locale={locale}>
      <DatePicker label="Move-in date" description="The day the contract starts" {...props} />
    </I18nProvider>
  );
}

/** The field's visible text, without the direction marks React Aria puts around it. */
function fieldText(): string {
  const group = screen.getByRole('group', { name: /Move-in date/ });
  return group.textContent.replace(/[\u2066-\u2069\u200e\u200f]/g, '').replace(/\s/g, '');
}

describe('DatePicker', () => {
  // A month grid is a lot of DOM for jsdom on a shared machine.
  jest.setTimeout(20_000);

  it.each(['en-GB', 'en-US', 'fi-FI', 'sv-FI', 'sv-SE', 'et-EE', 'lv-LV', 'ru-RU'])(
    'writes dates DD.MM.YYYY in %s',
    (locale) => {
      render(<Example locale={locale} defaultValue={parseDate('2025-03-05')} />);
      expect(fieldText()).toMatch(/^05\.03\.2025/);
    },
  );

  it('keeps the user language where a region of it writes dots', () => {
    expect(dateFormatLocale('fi-FI')).toBe('fi-FI');
    expect(dateFormatLocale('sv-SE')).toBe('sv-FI');
    expect(dateFormatLocale('lv-LV')).toBe('lv-LV');
    expect(dateFormatLocale('en-GB')).toMatch(/^en-|^fi-FI$/);
  });

  it('is typed segment by segment and reports a CalendarDate', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    render(<Example onChange={onChange} />);
    const day = screen.getAllByRole('spinbutton')[0]!;
    await user.click(day);
    await user.keyboard('15032025');
    expect(onChange).toHaveBeenLastCalledWith(parseDate('2025-03-15'));
  });

  it('opens a calendar whose weeks start on Monday, even in en-US', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Example locale="en-US" defaultValue={parseDate('2025-03-05')} />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = screen.getByRole('dialog');
    // React Aria hides the narrow weekday letters from assistive tech (each day cell is named in full).
    const headers = Array.from(dialog.querySelectorAll('th'));
    expect(headers[0]).toHaveTextContent(/^M/);
    expect(headers[6]).toHaveTextContent(/^S/);
    expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2025');
    // The selected day has focus, and Enter on another day chooses it and closes the popover.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fieldText()).toMatch(/^06\.03\.2025/);
  });

  it('disables days outside min/max and unavailable days', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Example
        defaultValue={parseDate('2025-03-12')}
        minValue={parseDate('2025-03-10')}
        maxValue={parseDate('2025-03-20')}
        isDateUnavailable={(date) => date.day === 15}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const cell = (day: string) => within(screen.getByRole('grid')).getByText(day, { selector: '[data-rac]' });
    expect(cell('9')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('21')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('15')).toHaveAttribute('data-unavailable', 'true');
    expect(cell('12')).toHaveAttribute('data-selected', 'true');
  });

  it('shows and links an error for a date after the maximum', () => {
    render(
      <Example
        validationBehavior="aria"
        defaultValue={parseDate('2025-04-02')}
        maxValue={parseDate('2025-03-31')}
        errorMessage="Choose a date in March 2025."
      />,
    );
    expect(screen.getByText('Choose a date in March 2025.')).toBeVisible();
    const group = screen.getByRole('group', { name: /Move-in date/ });
    expect(group).toHaveAttribute('data-invalid', 'true');
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(
      expect.stringContaining('Choose a date in March 2025.'),
    );
  });
});
