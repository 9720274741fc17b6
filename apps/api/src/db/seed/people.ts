import { composeIBAN, isValidIBAN } from 'ibantools';
import { bankOfIban } from '../../areas/invoices/banks.ts';
import type { Random } from './random.ts';

export type Country = 'FI' | 'EE' | 'LV';

const names: Record<Country, { first: string[]; last: string[]; company: string[]; suffix: string }> = {
  FI: {
    first: ['Aino', 'Eero', 'Helmi', 'Juhani', 'Kaisa', 'Lauri', 'Minna', 'Oskari', 'Saara', 'Ville'],
    last: ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Hämäläinen', 'Laine', 'Koskinen', 'Järvinen'],
    company: ['Saha', 'Leipomo', 'Kiinteistö', 'Rakennus', 'Kahvila', 'Konepaja', 'Puutarha'],
    suffix: 'Oy',
  },
  EE: {
    first: ['Mari', 'Jaan', 'Liis', 'Toomas', 'Kadri', 'Andres', 'Piret', 'Margus', 'Kertu', 'Rasmus'],
    last: ['Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Koppel'],
    company: ['Puidutöö', 'Pagar', 'Kinnisvara', 'Ehitus', 'Kohvik', 'Masinatehas', 'Aiandus'],
    suffix: 'OÜ',
  },
  LV: {
    first: ['Anna', 'Jānis', 'Līga', 'Mārtiņš', 'Ilze', 'Andris', 'Dace', 'Edgars', 'Laura', 'Roberts'],
    last: ['Bērziņš', 'Kalniņš', 'Ozoliņš', 'Liepiņš', 'Krūmiņš', 'Vītols', 'Zariņš', 'Eglītis'],
    company: ['Kokapstrāde', 'Maiznīca', 'Nekustamie īpašumi', 'Būvniecība', 'Kafejnīca', 'Dārzkopība'],
    suffix: 'SIA',
  },
};

const streets: Record<Country, { streets: string[]; cities: Array<[string, string]> }> = {
  FI: {
    streets: ['Mannerheimintie', 'Hämeenkatu', 'Aleksanterinkatu', 'Kauppakatu', 'Rantatie'],
    cities: [
      ['Helsinki', '00100'],
      ['Tampere', '33100'],
      ['Turku', '20100'],
      ['Lappeenranta', '53100'],
    ],
  },
  EE: {
    streets: ['Narva mnt', 'Pärnu mnt', 'Tartu mnt', 'Riia tn', 'Vabaduse pst'],
    cities: [
      ['Tallinn', '10111'],
      ['Tartu', '51004'],
      ['Pärnu', '80010'],
      ['Haapsalu', '90502'],
    ],
  },
  LV: {
    streets: ['Brīvības iela', 'Elizabetes iela', 'Krišjāņa Barona iela', 'Rīgas iela', 'Lāčplēša iela'],
    cities: [
      ['Rīga', 'LV-1010'],
      ['Daugavpils', 'LV-5401'],
      ['Jelgava', 'LV-3001'],
      ['Liepāja', 'LV-3401'],
    ],
  },
};

/** National bank codes an account number starts with (see areas/invoices/banks.ts for their BICs). */
const bankCodes: Record<Country, string[]> = {
  FI: ['1', '5', '8'],
  EE: ['22', '10', '77'],
  LV: ['HABA', 'UNLA', 'PARX'],
};

export const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

export function personName(random: Random, country: Country) {
  return { first: random.pick(names[country].first), last: random.pick(names[country].last) };
}

export function companyName(random: Random, country: Country, owner: string): string {
  return `${owner} ${random.pick(names[country].company)} ${names[country].suffix}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A personal code in the country's format with a valid check digit (EE, FI) — never a real person's. */
export function personalCode(random: Random, country: Country): string {
  const year = random.int(1950, 1999);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const yy = pad(year % 100);
  if (country === 'EE') {
    const body = `${random.pick(['3', '4'])}${yy}${pad(month)}${pad(day)}${random.digits(3)}`;
    return body + estonianCheck(body);
  }
  if (country === 'FI') {
    // 900–999 are the individual numbers reserved for temporary and test codes.
    const individual = String(random.int(900, 999));
    const check = '0123456789ABCDEFHJKLMNPRSTUVWXY'[
      Number(`${pad(day)}${pad(month)}${yy}${individual}`) % 31
    ];
    return `${pad(day)}${pad(month)}${yy}-${individual}${check}`;
  }
  return `32${random.digits(4)}-${random.digits(5)}`;
}

function estonianCheck(body: string): string {
  const sum = (weights: number[]) => body.split('').reduce((s, d, i) => s + Number(d) * weights[i]!, 0) % 11;
  const first = sum([1, 2, 3, 4, 5, 6, 7, 8, 9, 1]);
  if (first < 10) return String(first);
  const second = sum([3, 4, 5, 6, 7, 8, 9, 1, 2, 3]);
  return second < 10 ? String(second) : '0';
}

export function businessCode(random: Random, country: Country): string {
  if (country === 'EE') return `1${random.digits(7)}`;
  if (country === 'LV') return `40${random.digits(9)}`;
  for (;;) {
    const body = random.digits(7);
    const r = body.split('').reduce((s, d, i) => s + Number(d) * [7, 9, 10, 5, 8, 4, 2][i]!, 0) % 11;
    if (r !== 1) return `${body}-${r === 0 ? 0 : 11 - r}`;
  }
}

/** A mobile number in international form (E.164), as the API keeps every number it is given. */
export function phone(random: Random, country: Country): string {
  if (country === 'FI') return `+35840${random.digits(3)}${random.digits(4)}`;
  if (country === 'EE') return `+3725${random.digits(3)}${random.digits(4)}`;
  return `+3712${random.digits(3)}${random.digits(4)}`;
}

export function address(random: Random, country: Country) {
  const [city, postalCode] = random.pick(streets[country].cities);
  return { street: `${random.pick(streets[country].streets)} ${random.int(1, 120)}`, city, postalCode };
}

/**
 * The national check digit ending a BBAN, over the digits before it. Finland: Luhn, weights 2 1 2 …
 * from the left of the 13 digits. Estonia: 7 3 1 from the right over the account number after the
 * two-digit bank code (the check ibantools applies to EE). Latvia has none.
 */
function withCheckDigit(country: Country, body: string): string {
  if (country === 'LV') return body;
  const digits = Array.from(body, Number);
  if (country === 'FI') {
    const sum = digits.reduce((s, d, i) => {
      const product = d * (i % 2 === 0 ? 2 : 1);
      return s + (product > 9 ? product - 9 : product);
    }, 0);
    return `${body}${(10 - (sum % 10)) % 10}`;
  }
  const account = digits.slice(2);
  const weights = [7, 3, 1];
  const sum = account.reduce((s, d, i) => s + d * weights[(account.length - 1 - i) % 3]!, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * A valid IBAN (national and IBAN check digits) of one of the country's big banks, with its BIC and
 * name. The random digits drawn are as many as before the check digits were computed, so the rest of
 * the seed draws what it always did.
 */
export function bankAccount(random: Random, country: Country) {
  const code = random.pick(bankCodes[country]);
  const drawn = `${code}${random.digits(country === 'EE' ? 14 : 13)}`;
  // FI and EE: the last digit drawn makes way for the check digit.
  const bban = country === 'LV' ? drawn : withCheckDigit(country, drawn.slice(0, -1));
  const iban = composeIBAN({ countryCode: country, bban });
  const bank = iban ? bankOfIban(iban) : null;
  if (!iban || !isValidIBAN(iban) || !bank) throw new Error(`The seed made an invalid IBAN: ${bban}`);
  return { iban, bic: bank.bic, bankName: bank.name };
}
