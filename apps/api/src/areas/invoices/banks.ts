import type { Bank, EInvoiceOperator } from '@vool/api-client';

/**
 * The banks of each country a customer pays an invoice from (open banking) or orders e-invoices
 * into (the consumer e-invoice of the internet bank: e-lasku, e-arve, e-rēķins), by their real BICs,
 * and the national bank codes an IBAN names them by.
 */
interface BankEntry {
  bic: string;
  name: string;
  country: 'FI' | 'EE' | 'LV';
  payment: boolean;
  eInvoice: boolean;
  /**
   * How the BBAN starts for this bank: Finland the leading digits of the account number (Finance
   * Finland's bank codes), Estonia the two-digit bank code (Eesti Pank). Latvia needs none: its
   * four-letter bank code is the BIC's first four letters.
   */
  codes: string[];
}

const bank = (
  country: BankEntry['country'],
  bic: string,
  name: string,
  codes: string[] = [],
  eInvoice = true,
): BankEntry => ({ bic, name, country, payment: true, eInvoice, codes });

/** A bank an account may be held at, but not one to pay from or order e-invoices into here. */
const accountOnly = (country: BankEntry['country'], bic: string, name: string, codes: string[]) => ({
  ...bank(country, bic, name, codes, false),
  payment: false,
});

const banks: BankEntry[] = [
  bank('FI', 'NDEAFIHH', 'Nordea', ['1', '2']),
  bank('FI', 'OKOYFIHH', 'OP', ['5']),
  bank('FI', 'DABAFIHH', 'Danske Bank', ['8', '34']),
  bank('FI', 'HANDFIHH', 'Handelsbanken', ['31']),
  bank('FI', 'SBANFIHH', 'S-Pankki', ['36', '39']),
  bank('FI', 'HELSFIHH', 'Aktia', ['405', '497']),
  bank('FI', 'POPFFI22', 'POP Pankki', ['47']),
  // The savings banks have the rest of the 4s (Aktia's and POP's are longer, so they win).
  bank('FI', 'ITELFIHH', 'Säästöpankki', ['4', '715']),
  bank('FI', 'AABAFI22', 'Ålandsbanken', ['6']),
  accountOnly('FI', 'ESSEFIHX', 'SEB', ['33']),
  accountOnly('FI', 'HOLVFIHH', 'Holvi', ['799']),
  bank('EE', 'HABAEE2X', 'Swedbank', ['22']),
  bank('EE', 'EEUHEE2X', 'SEB', ['10']),
  bank('EE', 'LHVBEE22', 'LHV', ['77']),
  bank('EE', 'RIKOEE22', 'Luminor', ['17', '96']),
  bank('EE', 'EKRDEE22', 'Coop Pank', ['42']),
  bank('EE', 'PARXEE22', 'Citadele', ['12'], false),
  bank('EE', 'BIGKEE2B', 'Bigbank', ['75'], false),
  bank('LV', 'HABALV22', 'Swedbank'),
  bank('LV', 'UNLALV2X', 'SEB banka'),
  bank('LV', 'PARXLV22', 'Citadele'),
  bank('LV', 'RIKOLV2X', 'Luminor'),
  bank('LV', 'RTMBLV2X', 'Rietumu Banka', [], false),
  bank('LV', 'CBBRLV22', 'BluOr Bank', [], false),
];

/** A country's banks for paying (`payment`), for e-invoices (`e-invoice`), or all of them. */
export function banksOf(country: string, type?: 'payment' | 'e-invoice'): Bank[] {
  return banks
    .filter((b) => b.country === country)
    .filter((b) =>
      type === 'payment' ? b.payment : type === 'e-invoice' ? b.eInvoice : b.payment || b.eInvoice,
    )
    .map(({ bic, name, country: code }) => ({ bic, name, country: code }));
}

/**
 * The bank holding an account, from its IBAN (electronic form, already checked): the longest bank
 * code the BBAN starts with wins, so Aktia's 405 is not taken for the savings banks' 4. Null for a
 * bank not listed here.
 */
export function bankOfIban(iban: string): { bic: string; name: string } | null {
  const country = iban.slice(0, 2);
  const bban = iban.slice(4);
  let found: BankEntry | undefined;
  let length = 0;
  for (const entry of banks) {
    if (entry.country !== country) continue;
    const codes = country === 'LV' ? [entry.bic.slice(0, 4)] : entry.codes;
    for (const code of codes) {
      if (code.length > length && bban.startsWith(code)) {
        found = entry;
        length = code.length;
      }
    }
  }
  return found ? { bic: found.bic, name: found.name } : null;
}

/**
 * Finnish e-invoice (verkkolasku) operators and the intermediator codes a business's e-invoice
 * address names them by (Finvoice), banks included. Estonia and Latvia have none to choose: a
 * business's e-invoices are addressed by its registry code through the national e-invoice register
 * (EE) or its bank (LV), and a household orders them in its internet bank (`banksOf(…, 'e-invoice')`).
 */
const finnishOperators: EInvoiceOperator[] = [
  { code: '003723327487', name: 'Apix Messaging Oy' },
  { code: 'BAWCFI22', name: 'Basware Oyj' },
  { code: '003703575029', name: 'CGI Suomi Oy' },
  { code: '003721291126', name: 'Maventa (Visma Solutions Oy)' },
  { code: 'E204503', name: 'OpusCapita Solutions Oy (Nets)' },
  { code: '003708599126', name: 'OpenText Oy' },
  { code: '003723609900', name: 'Pagero Oy' },
  { code: '003710948874', name: 'Posti Messaging Oy' },
  { code: '003701011385', name: 'Tietoevry Oyj' },
  { code: 'INEXCHANGE', name: 'InExchange Factorum AB' },
  { code: 'NDEAFIHH', name: 'Nordea' },
  { code: 'OKOYFIHH', name: 'OP' },
  { code: 'DABAFIHH', name: 'Danske Bank' },
  { code: 'HANDFIHH', name: 'Handelsbanken' },
  { code: 'SBANFIHH', name: 'S-Pankki' },
  { code: 'HELSFIHH', name: 'Aktia' },
  { code: 'POPFFI22', name: 'POP Pankki' },
  { code: 'ITELFIHH', name: 'Säästöpankki' },
  { code: 'AABAFI22', name: 'Ålandsbanken' },
];

export const eInvoiceOperatorsOf = (country: string): EInvoiceOperator[] =>
  country === 'FI' ? finnishOperators : [];
