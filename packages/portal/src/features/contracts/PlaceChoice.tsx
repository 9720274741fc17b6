import { useIntl } from 'react-intl';
import type { Location } from '@vool/api-client/browser';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { formatPlace } from './format.ts';
import { names } from './names.ts';
import { newMessages } from './newMessages.ts';

/** The client's usage points that can be supplied (not their microgeneration sites), by place. */
export const supplyPoints = (places: readonly Location[]) =>
  places.flatMap((place) =>
    place.usagePoints.filter((point) => point.pointKind === 'UsagePoint').map((point) => ({ place, point })),
  );

/** Which place the new contract is for: one radio card per usage point. */
export function PlaceChoice({
  places,
  value,
  onChange,
}: {
  places: readonly Location[];
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
      {supplyPoints(places).map(({ place, point }) => (
        <Radio
          key={point.identifier}
          value={point.identifier}
          description={`${intl.formatMessage(names.utility[point.utility])} · ${point.identifier}`}
        >
          {formatPlace(place.address)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
