import { useIntl } from 'react-intl';
import type { ValidationResult } from 'react-aria-components/TextField';
import { moveOutMaxDays, type Contract } from '@vool/api-client/browser';
import { formatSiteDate } from '../../i18n/format.ts';
import { moveOutErrors } from './moveOutMessages.ts';

/**
 * The move-out form's errors in the user's language: a code of the shared rules or the API, and the
 * browser's own checks (a required field left empty), which would otherwise speak the browser's
 * language rather than the site's. The settings' texts load with the settings' pages only, so the
 * contracts have their own.
 */
export function useMoveOutErrors(contract: Pick<Contract, 'startDate' | 'endDate'>) {
  const intl = useIntl();
  const values = {
    days: moveOutMaxDays,
    start: formatSiteDate(contract.startDate),
    end: contract.endDate ? formatSiteDate(contract.endDate) : '',
  };
  const translate = (code: string) =>
    intl.formatMessage(moveOutErrors[code] ?? moveOutErrors.INVALID!, values);
  const fieldError = ({ validationDetails, validationErrors }: ValidationResult) => {
    // Errors the form or the API gave are translated already; the browser's own are not.
    if (validationDetails.customError) return validationErrors.join(' ');
    if (validationDetails.valueMissing) return translate('REQUIRED');
    return translate('INVALID');
  };
  return { translate, fieldError };
}
