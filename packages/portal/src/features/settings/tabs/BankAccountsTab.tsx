import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import {
  checkIban,
  eInvoiceAddressValid,
  type AddressCountry,
  type BankAccountCreate,
  type BusinessCodeCheck,
} from '@vool/api-client/browser';
import { Checkbox } from '@vool/ui/Checkbox';
import { Select, SelectItem } from '@vool/ui/Select';
import { Stack } from '@vool/ui/Stack';
import { Switch } from '@vool/ui/Switch';
import { TextField } from '@vool/ui/TextField';
import { useMeQuery } from '../../clients/index.ts';
import { useBankAccountsQuery, useCreateBankAccountMutation, useEInvoiceOperatorsQuery } from '../api.ts';
import * as styles from '../settings.css.ts';
import { useSettingsForm } from '../useSettingsForm.tsx';
import { BankAccountList } from './BankAccountList.tsx';
import { messages } from './bankMessages.ts';
import { BusinessCodeField } from './BusinessCodeField.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { TabQuery } from './TabQuery.tsx';
import { useFieldError } from '../fieldError.ts';

interface Values {
  iban: string;
  holderName: string;
  default: boolean;
  eInvoice: boolean;
  operatorCode: string;
  address: string;
}

const empty = (holderName: string, first: boolean): Values => ({
  iban: '',
  holderName,
  default: first,
  eInvoice: false,
  operatorCode: '',
  address: '',
});

const countryOf = (code: string): AddressCountry => (code === 'EE' || code === 'LV' ? code : 'FI');

function problems(values: Values, country: AddressCountry): Record<string, string> {
  const found: Record<string, string> = {};
  if (!checkIban(values.iban)) found['/iban'] = 'IBAN';
  if (values.eInvoice) {
    if (!values.operatorCode) found['/eInvoice/operatorCode'] = 'E_INVOICE_OPERATOR';
    if (!eInvoiceAddressValid(values.address, country)) found['/eInvoice/address'] = 'E_INVOICE_ADDRESS';
  }
  return found;
}

const body = (values: Values): BankAccountCreate => ({
  iban: values.iban,
  holderName: values.holderName.trim(),
  default: values.default,
  ...(values.eInvoice
    ? { eInvoice: { operatorCode: values.operatorCode, address: values.address.trim() } }
    : {}),
});

function EInvoiceFields({ values, set }: { values: Values; set: (values: Values) => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const operators = useEInvoiceOperatorsQuery();
  const suggest = useCallback(
    (check: BusinessCodeCheck) => {
      // A Finnish company's OVT is 0037 and its business code's digits; offer it when none is typed.
      if (check.countryCode === 'FI' && check.formatted && !values.address) {
        set({ ...values, address: `0037${check.formatted.replace('-', '')}` });
      }
    },
    [values, set],
  );
  return (
    <>
      <BusinessCodeField onValid={suggest} />
      <Select
        name="/eInvoice/operatorCode"
        label={intl.formatMessage(messages.operator)}
        isRequired
        value={values.operatorCode || null}
        onChange={(key) => {
          set({ ...values, operatorCode: String(key) });
        }}
      >
        {(operators.currentData ?? []).map((operator) => (
          <SelectItem key={operator.code} id={operator.code}>
            {`${operator.name} (${operator.code})`}
          </SelectItem>
        ))}
      </Select>
      <TextField
        errorMessage={fieldError}
        name="/eInvoice/address"
        label={intl.formatMessage(messages.address)}
        description={intl.formatMessage(messages.addressHelp)}
        isRequired
        value={values.address}
        onChange={(address) => {
          set({ ...values, address });
        }}
      />
    </>
  );
}

function AddAccount({
  company,
  holder,
  first,
  country,
}: {
  company: boolean;
  holder: string;
  first: boolean;
  country: AddressCountry;
}) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const [create] = useCreateBankAccountMutation();
  const form = useSettingsForm<Values>({
    formId: 'settings.bankAccounts',
    version: 1,
    initial: empty(holder, first),
    validate: (values) => problems(values, country),
    save: async (values) => {
      await create(body(values)).unwrap();
      return empty(holder, false);
    },
  });
  const { values } = form;
  return (
    <SettingsForm
      form={form}
      title={intl.formatMessage(messages.addHeading)}
      submitLabel={messages.addButton}
    >
      <TextField
        errorMessage={fieldError}
        name="/iban"
        label={intl.formatMessage(messages.iban)}
        description={intl.formatMessage(messages.ibanHelp)}
        isRequired
        autoComplete="off"
        spellCheck="false"
        value={values.iban}
        onChange={(iban) => {
          form.setValues({ ...values, iban });
        }}
      />
      <TextField
        errorMessage={fieldError}
        name="/holderName"
        label={intl.formatMessage(messages.holder)}
        isRequired
        autoComplete="name"
        value={values.holderName}
        onChange={(holderName) => {
          form.setValues({ ...values, holderName });
        }}
      />
      <Checkbox
        name="/default"
        isSelected={values.default}
        onChange={(isDefault) => {
          form.setValues({ ...values, default: isDefault });
        }}
      >
        {intl.formatMessage(messages.makeMain)}
      </Checkbox>
      {company ? (
        <Switch
          isSelected={values.eInvoice}
          onChange={(eInvoice) => {
            form.setValues({ ...values, eInvoice });
          }}
        >
          {intl.formatMessage(messages.wantEInvoice)}
        </Switch>
      ) : null}
      {company && values.eInvoice ? <EInvoiceFields values={values} set={form.setValues} /> : null}
    </SettingsForm>
  );
}

/** Spec §2 bank accounts: the list with each account's bank, adding one (e-ID when not fresh), removing. */
export function BankAccountsTab() {
  const intl = useIntl();
  const me = useMeQuery();
  const accounts = useBankAccountsQuery();
  return (
    <TabQuery query={accounts}>
      {(list) => (
        <Stack gap="600">
          <section className={styles.section} aria-labelledby="settings-bank-list">
            <h2 id="settings-bank-list" className={styles.sectionTitle}>
              {intl.formatMessage(messages.listHeading)}
            </h2>
            <p className={styles.muted}>{intl.formatMessage(messages.listIntro)}</p>
            <BankAccountList accounts={list} />
          </section>
          {me.currentData ? (
            <AddAccount
              company={me.currentData.type === 'legal'}
              holder={me.currentData.name}
              first={list.length === 0}
              country={countryOf(me.currentData.countryCode)}
            />
          ) : null}
        </Stack>
      )}
    </TabQuery>
  );
}
