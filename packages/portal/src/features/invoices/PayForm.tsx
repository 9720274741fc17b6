import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceDetail, PaymentProvider } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { Select, SelectItem } from '@vool/ui/Select';
import { Stack } from '@vool/ui/Stack';
import { navigation } from '../../app/store/navigation.ts';
import { useCreatePaymentMutation, usePaymentBanksQuery } from './api.ts';
import { providerNames } from './format.ts';
import { messages } from './messages.ts';

/** One key per payment the user means to make: a second press of the same form makes no second payment. */
const newKey = () => crypto.randomUUID().replaceAll('-', '');

function BankPicker({
  value,
  onChange,
  invalid,
}: {
  value: string | null;
  onChange: (bic: string) => void;
  invalid: boolean;
}) {
  const intl = useIntl();
  const banks = usePaymentBanksQuery();
  if (banks.isError) return <Alert tone="danger">{intl.formatMessage(messages.banksFailed)}</Alert>;
  return (
    <Select
      label={intl.formatMessage(messages.bank)}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isRequired
      // The form says what is missing in its own words, not the browser's bubble.
      validationBehavior="aria"
      isInvalid={invalid}
      errorMessage={intl.formatMessage(messages.bankRequired)}
      items={banks.data ?? []}
    >
      {(bank) => (
        <SelectItem id={bank.bic} textValue={bank.name}>
          {bank.name}
        </SelectItem>
      )}
    </Select>
  );
}

/** How to pay: the provider, the bank for open banking, then on to the provider's page. */
export function PayForm({ invoice, close }: { invoice: InvoiceDetail; close: () => void }) {
  const intl = useIntl();
  const [provider, setProvider] = useState<PaymentProvider>(invoice.payWith[0]!);
  const [bank, setBank] = useState<string | null>(null);
  const [triedWithoutBank, setTried] = useState(false);
  const [key] = useState(newKey);
  const [create, result] = useCreatePaymentMutation();
  const needsBank = provider === 'NEONOMICS';

  const submit = async () => {
    if (needsBank && !bank) {
      setTried(true);
      return;
    }
    const answer = await create({
      invoiceId: invoice.id,
      body: { provider, idempotencyKey: key, ...(needsBank && bank ? { bank } : {}) },
    });
    // The provider's page is another site (its sandbox here): leave the portal's document for it.
    if ('data' in answer && answer.data) navigation.load(answer.data.redirectUrl);
  };

  const code = result.error?.code;
  const failure =
    code === 'PAYMENT_IN_PROGRESS'
      ? messages.payInProgress
      : code === 'PROVIDER_NOT_AVAILABLE'
        ? messages.payNotAvailable
        : messages.payFailed;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="300">
        <RadioGroup
          label={intl.formatMessage(messages.payWith)}
          value={provider}
          onChange={(value) => {
            setProvider(value as PaymentProvider);
          }}
          variant="card"
        >
          {invoice.payWith.map((id) => (
            <Radio key={id} value={id} description={intl.formatMessage(messages[`providerText_${id}`])}>
              {intl.formatMessage(messages[`provider_${id}`])}
            </Radio>
          ))}
        </RadioGroup>
        {needsBank && <BankPicker value={bank} onChange={setBank} invalid={triedWithoutBank && !bank} />}
        <p>{intl.formatMessage(messages.payRedirect, { provider: providerNames[provider] })}</p>
        {result.isError && <Alert tone="danger">{intl.formatMessage(failure)}</Alert>}
        <Stack gap="200">
          <Button type="submit" variant="primary" isPending={result.isLoading || result.isSuccess}>
            {intl.formatMessage(messages.payGo)}
          </Button>
          <Button variant="tertiary" onPress={close}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
