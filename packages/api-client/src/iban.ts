import { electronicFormatIBAN, extractIBAN, isValidIBAN } from 'ibantools';

// Apart from rules.ts: only the bank-account forms need ibantools' country table, so the other
// settings' code does not carry it.
/** An IBAN in electronic form with its country, or null when its length or check digits are wrong. */
export function checkIban(iban: string): { iban: string; countryCode: string; bankCode: string } | null {
  const electronic = electronicFormatIBAN(iban) ?? '';
  if (!isValidIBAN(electronic)) return null;
  const parts = extractIBAN(electronic);
  return { iban: electronic, countryCode: parts.countryCode ?? '', bankCode: parts.bankIdentifier ?? '' };
}
