import { brands, isThemeId, type ThemeId } from '@vool/tokens/brands';
import type { Address } from '@vool/api-client';

/**
 * Who sends each site's invoices and where they are paid to. The companies are fictional (see
 * brands/README.md); their numbers are made up but well formed: Finnish business IDs with their
 * check digit, Estonian registry and VAT numbers with theirs, and IBANs whose bank codes match the
 * BIC, with the national account check digits where the country has one.
 */
export interface Seller {
  name: string;
  registryCode: string;
  vatNumber: string;
  address: Address;
  iban: string;
  bic: string;
  bankName: string;
}

type SellerData = Omit<Seller, 'name'>;

const address = (street: string, postalCode: string, city: string, countryCode: string): Address => ({
  street,
  city,
  postalCode,
  countryCode,
});

const sellers: Record<ThemeId, SellerData> = {
  aurora: {
    registryCode: '2697718-6',
    vatNumber: 'FI26977186',
    address: address('Energiakatu 4', '00180', 'Helsinki', 'FI'),
    iban: 'FI5414183649596267',
    bic: 'NDEAFIHH',
    bankName: 'Nordea Bank Abp',
  },
  kuusi: {
    registryCode: '2779120-1',
    vatNumber: 'FI27791201',
    address: address('Lämpötie 12', '33100', 'Tampere', 'FI'),
    iban: 'FI6353609330067491',
    bic: 'OKOYFIHH',
    bankName: 'OP Yrityspankki Oyj',
  },
  pohjola: {
    registryCode: '3350505-6',
    vatNumber: 'FI33505056',
    address: address('Voimalaitoksentie 3', '90100', 'Oulu', 'FI'),
    iban: 'FI4683529643585142',
    bic: 'DABAFIHH',
    bankName: 'Danske Bank A/S, Suomen sivuliike',
  },
  saimaa: {
    registryCode: '3443844-9',
    vatNumber: 'FI34438449',
    address: address('Satamakatu 8', '53100', 'Lappeenranta', 'FI'),
    iban: 'FI8940556336586808',
    bic: 'HELSFIHH',
    bankName: 'Aktia Pankki Oyj',
  },
  laane: {
    registryCode: '12965501',
    vatNumber: 'EE103951713',
    address: address('Karja tn 21', '90502', 'Haapsalu', 'EE'),
    iban: 'EE442200146882953815',
    bic: 'HABAEE2X',
    bankName: 'Swedbank AS',
  },
  linna: {
    registryCode: '18328244',
    vatNumber: 'EE106546455',
    address: address('Soojuse tn 2', '51004', 'Tartu', 'EE'),
    iban: 'EE391000782753439275',
    bic: 'EEUHEE2X',
    bankName: 'AS SEB Pank',
  },
  kiir: {
    registryCode: '17872201',
    vatNumber: 'EE103409265',
    address: address('Tööstuse tn 48', '10416', 'Tallinn', 'EE'),
    iban: 'EE547700400531332410',
    bic: 'LHVBEE22',
    bankName: 'AS LHV Pank',
  },
  raba: {
    registryCode: '17307671',
    vatNumber: 'EE108744938',
    address: address('Gaasi tn 7', '80010', 'Pärnu', 'EE'),
    iban: 'EE291700134718149721',
    bic: 'RIKOEE22',
    bankName: 'Luminor Bank AS',
  },
  nordlys: {
    registryCode: '19251259',
    vatNumber: 'EE101205720',
    address: address('Ahtri tn 12', '10151', 'Tallinn', 'EE'),
    iban: 'EE294200682209109557',
    bic: 'EKRDEE22',
    bankName: 'Coop Pank AS',
  },
  daugava: {
    registryCode: '40001173036',
    vatNumber: 'LV40001173036',
    address: address('Krasta iela 52', 'LV-1003', 'Rīga', 'LV'),
    iban: 'LV93HABA0051737403717',
    bic: 'HABALV22',
    bankName: 'Swedbank AS',
  },
  silta: {
    registryCode: '40000234653',
    vatNumber: 'LV40000234653',
    address: address('Siltuma iela 9', 'LV-3001', 'Jelgava', 'LV'),
    iban: 'LV04UNLA2226347681301',
    bic: 'UNLALV2X',
    bankName: 'AS SEB banka',
  },
  gaisma: {
    registryCode: '40007627336',
    vatNumber: 'LV40007627336',
    address: address('Gāzes iela 15', 'LV-1010', 'Rīga', 'LV'),
    iban: 'LV96PARX8892307416797',
    bic: 'PARXLV22',
    bankName: 'AS Citadele banka',
  },
};

/** The seller of a site (by theme id); undefined for a brand this build does not ship. */
export function sellerOf(themeId: string): Seller | undefined {
  if (!isThemeId(themeId)) return undefined;
  return { name: brands[themeId].companyName, ...sellers[themeId] };
}

export const sellerThemes = Object.keys(sellers) as ThemeId[];
