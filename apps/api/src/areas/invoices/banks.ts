import type { Bank, EInvoiceOperator } from '@vool/api-client';

/**
 * The banks of each country a customer pays an invoice from (open banking) or orders e-invoices
 * into (the consumer e-invoice of the internet bank: e-lasku, e-arve, e-rēķins), by their real BICs.
 */
interface BankEntry {
  bic: string;
  name: string;
  country: 'FI' | 'EE' | 'LV';
  payment: boolean;
  eInvoice: boolean;
}

const bank = (country: BankEntry['country'], bic: string, name: string, eInvoice = true): BankEntry => ({
  bic,
  name,
  country,
  payment: true,
  eInvoice,
});

const banks: BankEntry[] = [
  bank('FI', 'NDEAFIHH', 'Nordea'),
  bank('FI', 'OKOYFIHH', 'OP'),
  bank('FI', 'DABAFIHH', 'Danske Bank'),
  bank('FI', 'HANDFIHH', 'Handelsbanken'),
  bank('FI', 'SBANFIHH', 'S-Pankki'),
  bank('FI', 'HELSFIHH', 'Aktia'),
  bank('FI', 'POPFFI22', 'POP Pankki'),
  bank('FI', 'ITELFIHH', 'Säästöpankki'),
  bank('FI', 'AABAFI22', 'Ålandsbanken'),
  bank('EE', 'HABAEE2X', 'Swedbank'),
  bank('EE', 'EEUHEE2X', 'SEB'),
  bank('EE', 'LHVBEE22', 'LHV'),
  bank('EE', 'RIKOEE22', 'Luminor'),
  bank('EE', 'EKRDEE22', 'Coop Pank'),
  bank('EE', 'PARXEE22', 'Citadele', false),
  bank('EE', 'BIGKEE2B', 'Bigbank', false),
  bank('LV', 'HABALV22', 'Swedbank'),
  bank('LV', 'UNLALV2X', 'SEB banka'),
  bank('LV', 'PARXLV22', 'Citadele'),
  bank('LV', 'RIKOLV2X', 'Luminor'),
  bank('LV', 'RTMBLV2X', 'Rietumu Banka', false),
  bank('LV', 'CBBRLV22', 'BluOr Bank', false),
];

/** A country's banks for paying (`payment`), for e-invoices (`e-invoice`), or all of them. */
export function banksOf(country: string, type?: 'payment' | 'e-invoice'): Bank[] {
  return banks
    .filter((b) => b.country === country)
    .filter((b) => (type === 'payment' ? b.payment : type === 'e-invoice' ? b.eInvoice : true))
    .map(({ bic, name, country: code }) => ({ bic, name, country: code }));
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
