import { useIntl } from 'react-intl';
import type { ValidationResult } from 'react-aria-components/TextField';
import { fieldErrors, messages } from './messages.ts';

/**
 * A field's error in the user's language: the browser's own checks (a required field left empty, an
 * e-mail that is not one) would otherwise speak the browser's language, not the site's; errors the
 * form or the API gave are already translated.
 */
export function useFieldError() {
  const intl = useIntl();
  return ({ validationDetails, validationErrors }: ValidationResult) => {
    if (validationDetails.valueMissing) return intl.formatMessage(messages.required);
    if (validationDetails.typeMismatch && fieldErrors.EMAIL) return intl.formatMessage(fieldErrors.EMAIL);
    return validationErrors.join(' ');
  };
}
