import { useIntl } from 'react-intl';
import type { ValidationResult } from 'react-aria-components/TextField';
import { countriesOfAddresses } from '@vool/api-client/browser';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { TextField } from '@vool/ui/TextField';
import * as styles from './contracts.css.ts';
import { fields, type MoveOutValues } from './moveOutRules.ts';
import { moveOutMessages as messages } from './moveOutMessages.ts';
import { names } from './names.ts';

type Address = Pick<MoveOutValues, 'street' | 'postalCode' | 'city' | 'countryCode'>;

/** The final invoice's address: street, postal code and city, and the country (three, so radios). */
export function AddressFields({
  values,
  onChange,
  fieldError,
}: {
  values: Address;
  onChange: (patch: Partial<Address>) => void;
  fieldError: (validation: ValidationResult) => string;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        name={fields.street}
        label={intl.formatMessage(messages.street)}
        autoComplete="billing street-address"
        isRequired
        value={values.street}
        onChange={(street) => {
          onChange({ street });
        }}
        errorMessage={fieldError}
      />
      <div className={styles.pair}>
        <TextField
          name={fields.postalCode}
          label={intl.formatMessage(messages.postalCode)}
          autoComplete="billing postal-code"
          isRequired
          value={values.postalCode}
          onChange={(postalCode) => {
            onChange({ postalCode });
          }}
          errorMessage={fieldError}
        />
        <TextField
          name={fields.city}
          label={intl.formatMessage(messages.city)}
          autoComplete="billing address-level2"
          isRequired
          value={values.city}
          onChange={(city) => {
            onChange({ city });
          }}
          errorMessage={fieldError}
        />
      </div>
      <RadioGroup
        name={fields.countryCode}
        label={intl.formatMessage(messages.country)}
        orientation="horizontal"
        value={values.countryCode}
        onChange={(code) => {
          const country = countriesOfAddresses.find((c) => c === code);
          if (country) onChange({ countryCode: country });
        }}
      >
        {countriesOfAddresses.map((country) => (
          <Radio key={country} value={country}>
            {intl.formatMessage(names.countries[country])}
          </Radio>
        ))}
      </RadioGroup>
    </>
  );
}
