import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { validationError } from '../../errors.ts';

/**
 * A phone number as a person may type it (`040 123 4567`, `+372 5123 4567`), read in the client's
 * country when it has no country code, kept in international form. Full metadata: a number of the
 * right length in a range no operator uses (`00000`) is not a number.
 */
export function internationalPhone(value: string, country: string, field = '/phone'): string {
  const number = parsePhoneNumberFromString(value, country as CountryCode);
  if (!number?.isValid()) {
    // `field` names where the number was, a contact's `/contacts/2/value` as well as the profile's.
    throw validationError('phone is not a valid phone number', 'INVALID_PHONE', {
      [field]: 'is not a valid phone number',
    });
  }
  return number.number;
}
