import { useIntl } from 'react-intl';
import {
  addressTypes,
  countriesOfAddresses,
  normalisePostalCode,
  type AddressCountry,
  type AddressType,
  type AddressUpdate,
  type ClientAddress,
} from '@vool/api-client/browser';
import { Select, SelectItem } from '@vool/ui/Select';
import { Stack } from '@vool/ui/Stack';
import { TextField } from '@vool/ui/TextField';
import { useMeQuery } from '../../clients/index.ts';
import { useAddressesQuery, useUpdateAddressMutation } from '../api.ts';
import * as styles from '../settings.css.ts';
import { useSettingsForm } from '../useSettingsForm.tsx';
import { countryNames, messages, typeTitles } from './addressesMessages.ts';
import { SettingsForm } from './SettingsForm.tsx';
import { TabQuery } from './TabQuery.tsx';
import { useFieldError } from '../fieldError.ts';

type Values = Omit<AddressUpdate, 'type'>;

const asCountry = (code: string | undefined, fallback: AddressCountry): AddressCountry =>
  countriesOfAddresses.find((c) => c === code) ?? fallback;

const valuesOf = (address: ClientAddress | undefined, country: AddressCountry): Values => ({
  street: address?.street ?? '',
  city: address?.city ?? '',
  postalCode: address?.postalCode ?? '',
  countryCode: asCountry(address?.countryCode, country),
});

function AddressForm({ type, address }: { type: AddressType; address: ClientAddress | undefined }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const [updateAddress] = useUpdateAddressMutation();
  const siteCountry = asCountry(useMeQuery().currentData?.countryCode, 'FI');
  const form = useSettingsForm<Values>({
    formId: `settings.addresses.${type}`,
    version: 1,
    initial: valuesOf(address, siteCountry),
    validate: (values): Record<string, string> =>
      normalisePostalCode(values.countryCode, values.postalCode) ? {} : { '/postalCode': 'POSTAL_CODE' },
    save: async (values) => {
      const saved = await updateAddress({
        type,
        ...values,
        postalCode: normalisePostalCode(values.countryCode, values.postalCode) ?? values.postalCode,
      }).unwrap();
      return valuesOf(
        saved.find((a) => a.type === type),
        siteCountry,
      );
    },
  });
  const { values } = form;
  return (
    <SettingsForm
      form={form}
      title={intl.formatMessage(typeTitles[type])}
      intro={
        !address && type === 'billing' ? (
          <p className={styles.muted}>{intl.formatMessage(messages.noBilling)}</p>
        ) : null
      }
    >
      <TextField
        errorMessage={fieldError}
        name="/street"
        label={intl.formatMessage(messages.street)}
        autoComplete={`${type === 'billing' ? 'billing' : 'shipping'} street-address`}
        isRequired
        value={values.street}
        onChange={(street) => {
          form.setValues({ ...values, street });
        }}
      />
      <div className={styles.pair}>
        <TextField
          errorMessage={fieldError}
          name="/postalCode"
          label={intl.formatMessage(messages.postalCode)}
          description={intl.formatMessage(messages.postalHelp)}
          autoComplete={`${type === 'billing' ? 'billing' : 'shipping'} postal-code`}
          isRequired
          value={values.postalCode}
          onChange={(postalCode) => {
            form.setValues({ ...values, postalCode });
          }}
        />
        <TextField
          errorMessage={fieldError}
          name="/city"
          label={intl.formatMessage(messages.city)}
          autoComplete={`${type === 'billing' ? 'billing' : 'shipping'} address-level2`}
          isRequired
          value={values.city}
          onChange={(city) => {
            form.setValues({ ...values, city });
          }}
        />
      </div>
      <Select
        name="/countryCode"
        label={intl.formatMessage(messages.country)}
        value={values.countryCode}
        onChange={(key) => {
          form.setValues({ ...values, countryCode: asCountry(String(key), values.countryCode) });
        }}
      >
        {countriesOfAddresses.map((country) => (
          <SelectItem key={country} id={country}>
            {intl.formatMessage(countryNames[country])}
          </SelectItem>
        ))}
      </Select>
    </SettingsForm>
  );
}

/** Spec §2 addresses: the postal and the invoice address, each checked for its country's post. */
export function AddressesTab() {
  return (
    <TabQuery query={useAddressesQuery()}>
      {(addresses) => (
        <Stack gap="600">
          {addressTypes.map((type) => (
            <AddressForm key={type} type={type} address={addresses.find((a) => a.type === type)} />
          ))}
        </Stack>
      )}
    </TabQuery>
  );
}
