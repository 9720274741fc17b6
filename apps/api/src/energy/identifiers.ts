/**
 * Usage point identifiers in the formats the countries' datahubs use.
 *
 * Finland (Fingrid's datahub): an 18-digit GSRN (GS1 Global Service Relation Number) starting with the
 * GS1 Finland prefix 643, its last digit the GS1 mod-10 check digit.
 *
 * Estonia and Latvia: a 16-character EIC (ENTSO-E Energy Identification Code): two characters naming
 * the local issuing office (38 Elering for Estonia; 43 Augstsprieguma tīkls for Latvian electricity,
 * 61 Conexus Baltic Grid for Latvian gas), the object type (Z: a metering point), twelve characters
 * (A–Z, 0–9, '-') and a check character.
 */

/** The GS1 mod-10 check digit of a digit string (without the check digit): weights 3, 1, 3… from the right. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight)
    sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

/** A valid Finnish GSRN: 18 digits, prefix 643, correct check digit. */
export function isGsrn(text: string): boolean {
  return /^643\d{15}$/.test(text) && gs1CheckDigit(text.slice(0, 17)) === Number(text[17]);
}

/** Completes 17 digits into a GSRN. */
export const gsrn = (body: string): string => `${body}${gs1CheckDigit(body)}`;

const eicAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-';

/**
 * The EIC check character of the first 15 characters: their values (0–9, A–Z = 10–35, '-' = 36)
 * weighted 16 down to 2, then 36 − ((sum − 1) mod 37). A result of 36 ('-') is not allowed: such
 * codes are never issued, so the answer is undefined.
 */
export function eicCheckCharacter(body: string): string | undefined {
  if (!/^[0-9A-Z-]{15}$/.test(body)) return undefined;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += eicAlphabet.indexOf(body[i]!) * (16 - i);
  const check = 36 - ((sum - 1) % 37);
  return check === 36 ? undefined : eicAlphabet[check];
}

/** A valid EIC: 16 characters with a correct check character. */
export function isEic(text: string): boolean {
  return text.length === 16 && eicCheckCharacter(text.slice(0, 15)) === text[15];
}

/** Completes 15 characters into an EIC; undefined when no check character exists for them. */
export function eic(body: string): string | undefined {
  const check = eicCheckCharacter(body);
  return check && `${body}${check}`;
}
