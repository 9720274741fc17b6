import type {
  AddressCountry,
  BusinessCodeCheck,
  ContactInput,
  MarketingChannel,
  Threshold,
} from './schemas/settings.ts';

/**
 * What the settings schemas cannot say, checked the same way by the portal's forms and the API. Each
 * rule answers the code of what is wrong (the portal translates it; the API answers it in a 422) or null.
 */
export type RuleCode =
  | 'POSTAL_CODE'
  | 'IBAN'
  | 'BUSINESS_CODE'
  | 'E_INVOICE_ADDRESS'
  | 'THRESHOLD_ORDER'
  | 'MARKETING_NONE_ALONE'
  | 'ONE_EMAIL'
  | 'ONE_PRIMARY'
  | 'EMAIL';

const postalCodes: Record<AddressCountry, { pattern: RegExp; write: (digits: string) => string }> = {
  // Posti, Omniva: five digits. Latvijas Pasts: LV- and four digits, the prefix part of the code.
  FI: { pattern: /^(\d{5})$/, write: (d) => d },
  EE: { pattern: /^(\d{5})$/, write: (d) => d },
  LV: { pattern: /^(?:LV)?[- ]?(\d{4})$/i, write: (d) => `LV-${d}` },
};

/** The postal code written as the country's post writes it, or null when it is not one. */
export function normalisePostalCode(country: AddressCountry, code: string): string | null {
  const { pattern, write } = postalCodes[country];
  const match = pattern.exec(code.trim().replace(/\s+/g, ' '));
  return match?.[1] ? write(match[1]) : null;
}

// Only ever called on strings of ASCII digits (each rule's pattern checks first).
const digitsOf = (code: string) => Array.from(code, Number);
const weighted = (digits: number[], weights: number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0);

/** Y-tunnus: seven digits, a hyphen and a check digit (Finnish Tax Administration, weights 7 9 10 5 8 4 2). */
function finnish(code: string): string | null {
  const match = /^(\d{6,7})-?(\d)$/.exec(code);
  if (!match?.[1] || !match[2]) return null;
  const body = match[1].padStart(7, '0');
  const rest = weighted(digitsOf(body), [7, 9, 10, 5, 8, 4, 2]) % 11;
  if (rest === 1) return null;
  const check = rest === 0 ? 0 : 11 - rest;
  return check === Number(match[2]) ? `${body}-${match[2]}` : null;
}

/**
 * Registrikood: eight digits, the first naming the kind of entity (1 company, 7 state, 8 non-profit,
 * 9 foundation), the last a check digit by the same two-pass modulo 11 as the isikukood.
 */
function estonian(code: string): string | null {
  if (!/^[1789]\d{7}$/.test(code)) return null;
  const digits = digitsOf(code);
  let check = weighted(digits, [1, 2, 3, 4, 5, 6, 7]) % 11;
  if (check === 10) check = weighted(digits, [3, 4, 5, 6, 7, 8, 9]) % 11;
  if (check === 10) check = 0;
  return check === digits[7] ? code : null;
}

/** Latvian registration number: eleven digits, legal entities from 4, 5 or 9, a modulo 11 check digit. */
function latvian(code: string): string | null {
  if (!/^[459]\d{10}$/.test(code)) return null;
  const digits = digitsOf(code);
  const check = (((3 - (weighted(digits, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6]) % 11)) % 11) + 11) % 11;
  return check === digits[10] ? code : null;
}

const businessCodes: Record<AddressCountry, (code: string) => string | null> = {
  FI: finnish,
  EE: estonian,
  LV: latvian,
};

/**
 * A company code checked against the formats of `countries`, in that order: an eight-digit code is both
 * a Y-tunnus without its hyphen and a registrikood, so the site's own country goes first.
 */
export function checkBusinessCode(code: string, countries: readonly AddressCountry[]): BusinessCodeCheck {
  const compact = code
    .trim()
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/^(FI|EE|LV)/, '');
  for (const country of countries) {
    const formatted = businessCodes[country](compact);
    if (formatted) return { valid: true, countryCode: country, formatted };
  }
  return { valid: false, countryCode: null, formatted: null };
}

/**
 * A company's e-invoice address. Finland: its OVT, 0037, the Y-tunnus's eight digits and an optional
 * suffix of up to five characters; Estonia and Latvia address e-invoices by the registry code itself.
 */
export function eInvoiceAddressValid(address: string, country: AddressCountry): boolean {
  const compact = address.replace(/\s+/g, '').toUpperCase();
  if (country !== 'FI') return businessCodes[country](compact) !== null;
  const match = /^0037(\d{8})[A-Z0-9]{0,5}$/.exec(compact);
  return match?.[1] !== undefined && finnish(match[1]) !== null;
}

/** `['None']` stands alone: no marketing at all cannot go with some marketing. */
export const marketingChannelsValid = (channels: readonly MarketingChannel[]) =>
  channels.length > 0 && (!channels.includes('None') || channels.length === 1);

/** Both bounds may be open; when both are set the lower is below the upper. */
export const thresholdValid = ({ lower, upper }: Threshold) =>
  lower === null || upper === null || lower < upper;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The problems of a contact list, by the path of the field at fault (`/contacts/1/value`): one e-mail
 * contact at most, one primary per type, an e-mail that looks like one. Phones are checked by the API
 * with the full numbering plan.
 */
export function contactProblems(contacts: readonly ContactInput[]): Record<string, RuleCode> {
  const problems: Record<string, RuleCode> = {};
  const primaries = new Set<string>();
  let emails = 0;
  contacts.forEach((contact, i) => {
    if (contact.type === 'Email') {
      emails += 1;
      if (emails > 1) problems[`/contacts/${i}/type`] = 'ONE_EMAIL';
      if (!emailPattern.test(contact.value.trim())) problems[`/contacts/${i}/value`] = 'EMAIL';
    }
    if (contact.primary) {
      if (primaries.has(contact.type)) problems[`/contacts/${i}/primary`] = 'ONE_PRIMARY';
      primaries.add(contact.type);
    }
  });
  return problems;
}
