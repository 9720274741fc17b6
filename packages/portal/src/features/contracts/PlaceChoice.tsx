import { useIntl } from 'react-intl';
import type { PlacedUsagePoint } from '@vool/api-client/browser';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { formatPlace } from './format.ts';
import { names } from './names.ts';
import { newMessages } from './newMessages.ts';

/** Which place the new contract is for, among a few: one radio card per point of supply. */
export function PlaceChoice({
  points,
  value,
  onChange,
}: {
  points: readonly PlacedUsagePoint[];
  value: string | null;
  onChange: (identifier: string) => void;
}) {
  const intl = useIntl();
  return (
    <RadioGroup
      variant="card"
      label={intl.formatMessage(newMessages.place)}
      value={value}
      onChange={onChange}
      isRequired
    >
      {points.map((point) => (
        <Radio
          key={point.identifier}
          value={point.identifier}
          description={`${intl.formatMessage(names.utility[point.utility])} · ${point.identifier}`}
        >
          {formatPlace(point.address)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
