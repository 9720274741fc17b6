import { useIntl } from 'react-intl';
import { TextField } from '@vool/ui/TextField';
import { newMessages as messages } from './newMessages.ts';

export interface EstonianValues {
  personalCode: string;
  eic: string;
  networkOperator: string;
}

/** A metering point's EIC as the API's schema takes it. */
export const eicValid = (eic: string) => /^[0-9]{2}Z[0-9A-Z-]{12}[0-9A-Z]$/.test(eic);

/**
 * What Elering's datahub needs to switch a supply in Estonia: the customer's isikukood, and the point's
 * EIC and network operator (prefilled from the start info, editable if the customer knows better).
 */
export function EstonianFields({
  values,
  onChange,
}: {
  values: EstonianValues;
  onChange: (values: EstonianValues) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        name="/personalCode"
        label={intl.formatMessage(messages.personalCode)}
        description={intl.formatMessage(messages.personalCodeHelp)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        isRequired
        value={values.personalCode}
        onChange={(personalCode) => {
          onChange({ ...values, personalCode });
        }}
        errorMessage={(v) =>
          v.validationDetails.customError
            ? v.validationErrors.join(' ')
            : intl.formatMessage(messages.personalCodeInvalid)
        }
      />
      <TextField
        name="/eic"
        label={intl.formatMessage(messages.eic)}
        isRequired
        value={values.eic}
        onChange={(eic) => {
          onChange({ ...values, eic: eic.toUpperCase() });
        }}
        errorMessage={(v) =>
          v.validationDetails.customError
            ? v.validationErrors.join(' ')
            : intl.formatMessage(messages.eicInvalid)
        }
      />
      <TextField
        name="/networkOperator"
        label={intl.formatMessage(messages.networkOperator)}
        isRequired
        minLength={2}
        maxLength={80}
        value={values.networkOperator}
        onChange={(networkOperator) => {
          onChange({ ...values, networkOperator });
        }}
        errorMessage={(v) =>
          v.validationDetails.customError
            ? v.validationErrors.join(' ')
            : intl.formatMessage(messages.required)
        }
      />
    </>
  );
}
