import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Alert } from '../Alert/Alert.tsx';
import { alertStrings } from '../Alert/strings.ts';
import { AlertDialog } from '../AlertDialog/AlertDialog.tsx';
import { alertDialogStrings } from '../AlertDialog/strings.ts';
import { Breadcrumb, Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import { breadcrumbsStrings } from '../Breadcrumbs/strings.ts';
import { chartStrings } from '../charts/strings.ts';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox.tsx';
import { comboBoxStrings } from '../ComboBox/strings.ts';
import { Dialog } from '../Dialog/Dialog.tsx';
import { dialogStrings } from '../Dialog/strings.ts';
import { Drawer } from '../Drawer/Drawer.tsx';
import { tableStrings } from '../Table/strings.ts';
import { Table, type TableColumn } from '../Table/Table.tsx';
import { uiLocales } from './strings.ts';

const inLocale = (locale: string, ui: ReactElement) =>
  render(<I18nProvider locale={locale}>{ui}</I18nProvider>);

/** Written out here, not read from the dictionaries, so a wrong or missing text fails. */
const expected = {
  'lv-LV': {
    close: 'Aizvērt',
    dismiss: 'Aizvērt paziņojumu',
    breadcrumbs: 'Atpakaļceļi',
    cancel: 'Atcelt',
    noMatches: 'Nav atbilstību',
    loading: 'Ielādē…',
    select: 'Atlasīt',
    selectAll: 'Atlasīt visu',
    sortBy: 'Kārtot pēc',
    ascending: 'augošā secībā',
    descending: 'dilstošā secībā',
  },
  'fi-FI': {
    close: 'Sulje',
    dismiss: 'Sulje ilmoitus',
    breadcrumbs: 'Navigointilinkit',
    cancel: 'Peruuta',
    noMatches: 'Ei osumia',
    loading: 'Ladataan…',
    select: 'Valitse',
    selectAll: 'Valitse kaikki',
    sortBy: 'Lajittele',
    ascending: 'nouseva',
    descending: 'laskeva',
  },
};

interface Invoice {
  id: string;
  amount: string;
}
const columns: Array<TableColumn<Invoice>> = [
  { id: 'id', name: 'Invoice', allowsSorting: true, render: (i) => i.id },
  { id: 'amount', name: 'Amount', isNumeric: true, render: (i) => i.amount },
];
const invoices: Invoice[] = [{ id: '2025-104', amount: '84.20' }];

describe.each(Object.entries(expected))('default texts in %s', (locale, text) => {
  it('names the Dialog close button', () => {
    inLocale(
      locale,
      <Dialog title="Invoice 2025-104" isOpen>
        Amount 86,40 EUR
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Invoice 2025-104' });
    expect(within(dialog).getByRole('button', { name: text.close })).toBeInTheDocument();
  });

  it('names the Drawer close button', () => {
    inLocale(
      locale,
      <Drawer title="Menu" isOpen>
        Links
      </Drawer>,
    );
    expect(screen.getByRole('button', { name: text.close })).toBeInTheDocument();
  });

  it("names the Alert's dismiss button and the Breadcrumbs landmark", () => {
    inLocale(
      locale,
      <>
        <Alert title="Payment received" onDismiss={() => undefined} />
        <Breadcrumbs>
          <Breadcrumb id="home" href="/">
            Home
          </Breadcrumb>
          <Breadcrumb id="invoices">Invoices</Breadcrumb>
        </Breadcrumbs>
      </>,
    );
    expect(screen.getByRole('button', { name: text.dismiss })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: text.breadcrumbs })).toBeInTheDocument();
  });

  it("labels the AlertDialog's cancel action", () => {
    inLocale(
      locale,
      <AlertDialog title="Leave page?" primaryActionLabel="Leave page" isOpen>
        Your meter reading has not been sent.
      </AlertDialog>,
    );
    expect(screen.getByRole('button', { name: text.cancel })).toBeInTheDocument();
  });

  it("says when nothing matches, and what the ComboBox's spinner waits for", async () => {
    const user = userEvent.setup();
    const { unmount } = inLocale(
      locale,
      <ComboBox label="City">
        <ComboBoxItem id="riga">Riga</ComboBoxItem>
      </ComboBox>,
    );
    await user.type(screen.getByRole('combobox'), 'Oulu');
    expect(screen.getByRole('listbox')).toHaveTextContent(text.noMatches);
    unmount();
    inLocale(
      locale,
      <ComboBox label="City" isLoading items={[]}>
        {() => <ComboBoxItem>never</ComboBoxItem>}
      </ComboBox>,
    );
    expect(screen.getByRole('progressbar', { name: text.loading })).toBeInTheDocument();
  });

  it("labels the Table's checkboxes, card sort list and loading row", () => {
    const { unmount } = inLocale(
      locale,
      <Table
        aria-label="Invoices"
        columns={columns}
        items={invoices}
        selectionMode="multiple"
        sortDescriptor={{ column: 'id', direction: 'ascending' }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: `${text.select} 2025-104` })).toBeInTheDocument();
    // Two: the header's and the card layout's (jsdom applies no CSS to hide either).
    expect(screen.getAllByRole('checkbox', { name: text.selectAll })).toHaveLength(2);
    const sortList = screen.getByRole('combobox', { name: text.sortBy });
    expect(
      within(sortList)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([`Invoice, ${text.ascending}`, `Invoice, ${text.descending}`]);
    unmount();
    inLocale(locale, <Table aria-label="Invoices" columns={columns} items={invoices} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent(text.loading);
  });
});

describe('default texts', () => {
  it('give way to a text passed as a prop', () => {
    inLocale(
      'lv-LV',
      <>
        <Alert title="Maksājums saņemts" onDismiss={() => undefined} dismissLabel="Paslēpt" />
        <Breadcrumbs aria-label="Ceļš">
          <Breadcrumb id="home">Sākums</Breadcrumb>
        </Breadcrumbs>
        <Table
          aria-label="Rēķini"
          columns={columns}
          items={invoices}
          selectionMode="multiple"
          selectLabel="Izvēlēties"
          selectAllLabel="Visi"
          sortByLabel="Secība"
          sortOptionLabel={(name, direction) => `${name} (${direction})`}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Paslēpt' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ceļš' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Izvēlēties 2025-104' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'Visi' })).toHaveLength(2);
    const sortList = screen.getByRole('combobox', { name: 'Secība' });
    expect(within(sortList).getAllByRole('option')[1]).toHaveTextContent('Invoice (ascending)');
  });

  it('are English in en-GB and in a language @vool/ui does not ship', () => {
    for (const locale of ['en-GB', 'de-DE']) {
      const { unmount } = inLocale(
        locale,
        <Dialog title="Invoice 2025-104" isOpen>
          Amount
        </Dialog>,
      );
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      unmount();
    }
  });

  it('follow the language alone where the region differs (sv-SE finds sv-FI)', () => {
    inLocale('sv-SE', <Alert title="Betalning mottagen" onDismiss={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Stäng meddelandet' })).toBeInTheDocument();
  });

  it.each([
    ['Alert', alertStrings],
    ['AlertDialog', alertDialogStrings],
    ['Breadcrumbs', breadcrumbsStrings],
    ['Chart', chartStrings],
    ['ComboBox', comboBoxStrings],
    ['Dialog', dialogStrings],
    ['Table', tableStrings],
  ] as const)('of %s are written in every shipped language, none left in English', (_, strings) => {
    const dictionary = strings as Record<string, Record<string, string>>;
    expect(Object.keys(dictionary).sort()).toEqual([...uiLocales].sort());
    const english = dictionary['en-US']!;
    for (const locale of uiLocales) {
      const texts = dictionary[locale]!;
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(texts)) {
        expect(value.trim()).not.toBe('');
        if (locale !== 'en-US') expect([locale, key, value]).not.toEqual([locale, key, english[key]]);
      }
    }
  });
});
