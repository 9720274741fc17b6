import { useIntl } from 'react-intl';
import { deliveryMethods, type DeliveryMethod } from '@vool/api-client/browser';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { names } from './names.ts';
import { offerMessages } from './offerMessages.ts';

/** How the agreement and the invoices come: by e-mail or by post. */
export function DeliveryChoice({
  value,
  onChange,
}: {
  value: DeliveryMethod;
  onChange: (delivery: DeliveryMethod) => void;
}) {
  const intl = useIntl();
  return (
    <RadioGroup
      label={intl.formatMessage(offerMessages.delivery)}
      orientation="horizontal"
      value={value}
      onChange={(next) => {
        onChange(next === 'postal' ? 'postal' : 'email');
      }}
    >
      {deliveryMethods.map((method) => (
        <Radio key={method} value={method}>
          {intl.formatMessage(names.delivery[method])}
        </Radio>
      ))}
    </RadioGroup>
  );
}
