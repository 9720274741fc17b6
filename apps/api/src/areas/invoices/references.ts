import type { CountryCode } from '../../energy/time.ts';

/**
 * Payment references. Finland and Estonia share the 7-3-1 check digit (the Finnish bankers'
 * association's viitenumero and the Estonian banks' viitenumber); ISO 11649 wraps any reference as an
 * international creditor reference (RF); the Finnish virtual bank barcode carries account, amount,
 * reference and due date in 54 digits for the payer's bank to read.
 */

/** The 7-3-1 check digit of a reference's digits: weights 7, 3, 1, … from the rightmost digit. */
export function checkDigit731(base: string): string {
  if (!/^[0-9]+$/.test(base)) throw new Error('A reference base is digits only');
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[base.length - 1 - i]) * weights[i % 3]!;
  return String((10 - (sum % 10)) % 10);
}

/** A national reference: the base (3–19 digits) followed by its 7-3-1 check digit. */
export function nationalReference(base: string): string {
  const digits = base.replace(/^0+/, '');
  if (digits.length < 3 || digits.length > 19) throw new Error('A reference base has 3–19 digits');
  return digits + checkDigit731(digits);
}

export const isValidNationalReference = (reference: string): boolean =>
  /^[1-9][0-9]{3,19}$/.test(reference) && checkDigit731(reference.slice(0, -1)) === reference.slice(-1);

/** ISO 7064 MOD 97-10 over letters as 10–35 and digits as themselves. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The ISO 11649 creditor reference of a reference (up to 21 letters and digits): `RF` + 2 check digits. */
export function creditorReference(reference: string): string {
  if (!/^[0-9A-Z]{1,21}$/.test(reference)) throw new Error('Not an ISO 11649 reference body');
  const check = 98 - mod97(`${reference}RF00`);
  return `RF${String(check).padStart(2, '0')}${reference}`;
}

export const isValidCreditorReference = (rf: string): boolean =>
  /^RF[0-9]{2}[0-9A-Z]{1,21}$/.test(rf) && mod97(rf.slice(4) + rf.slice(0, 4)) === 1;

/**
 * The reference an invoice is paid with: Finland and Estonia the national reference built on the
 * invoice number; Latvia has no national reference standard (banks pass the payer's free-text
 * details), so the invoice number itself, which is what Latvian billers ask payers to quote.
 */
export function paymentReference(country: CountryCode, invoiceNumber: string): string {
  return country === 'LV' ? invoiceNumber : nationalReference(invoiceNumber.replace(/[^0-9]/g, ''));
}

export interface BarcodeInput {
  /** A Finnish IBAN (FI + 16 digits). */
  iban: string;
  cents: number;
  /** The national reference (version 4) or an RF creditor reference of digits (version 5). */
  reference: string;
  /** YYYY-MM-DD, or null for none. */
  dueDate: string | null;
}

/**
 * The Finnish virtual bank barcode (Finance Finland's "pankkiviivakoodi" guide): version 4 with a
 * national reference, 5 with an RF reference; then the account's 16 digits, euros (6) and cents (2)
 * — all zeros above 999,999.99 —, the reference, and the due date as YYMMDD (000000 for none).
 */
export function virtualBarcode({ iban, cents, reference, dueDate }: BarcodeInput): string {
  const account = /^FI([0-9]{16})$/.exec(iban.replace(/\s/g, ''))?.[1];
  if (!account) throw new Error('The virtual barcode is for Finnish accounts');
  if (!Number.isInteger(cents) || cents < 0) throw new Error('An amount in whole cents');
  const amount = cents > 99_999_999 ? '00000000' : String(cents).padStart(8, '0');
  const due = dueDate ? dueDate.slice(2).replace(/-/g, '') : '000000';
  if (!/^[0-9]{6}$/.test(due)) throw new Error('A due date is YYYY-MM-DD');
  if (reference.startsWith('RF')) {
    if (!/^RF[0-9]{2}[0-9]{1,21}$/.test(reference)) throw new Error('Version 5 needs a numeric RF reference');
    return `5${account}${amount}${reference.slice(2, 4)}${reference.slice(4).padStart(21, '0')}${due}`;
  }
  if (!/^[0-9]{4,20}$/.test(reference)) throw new Error('Version 4 needs a national reference');
  return `4${account}${amount}000${reference.padStart(20, '0')}${due}`;
}
